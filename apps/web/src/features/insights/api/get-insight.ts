import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  billableHoursInsightResponseSchema,
  engagementHoursInsightResponseSchema,
  notSubmittedInsightResponseSchema,
  timeOffInsightResponseSchema,
  utilizationInsightResponseSchema,
} from '@timekeep/shared/schemas/insights';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { chartQuery, type InsightChart, type PageFilters } from '../utils/insight-filters';
import { insightKeys } from './query-keys';

/** Each chart's endpoint and the contract of its answer. */
const endpoints = {
  utilization: { path: '/api/insights/utilization', schema: utilizationInsightResponseSchema },
  billableHours: { path: '/api/insights/billable_hours', schema: billableHoursInsightResponseSchema },
  engagementHours: { path: '/api/insights/engagement_hours', schema: engagementHoursInsightResponseSchema },
  timeOff: { path: '/api/insights/time_off', schema: timeOffInsightResponseSchema },
  notSubmitted: { path: '/api/insights/not_submitted', schema: notSubmittedInsightResponseSchema },
} satisfies Record<InsightChart, { path: string; schema: z.ZodType }>;

export type InsightAnswer<Chart extends InsightChart> = z.infer<(typeof endpoints)[Chart]['schema']>;

/** GET /api/insights/{chart}: one chart's figures, summed by the server for the dates and filters it takes. */
export function getInsight<Chart extends InsightChart>(
  chart: Chart,
  filters: PageFilters,
): Promise<InsightAnswer<Chart>> {
  const { path, schema } = endpoints[chart];
  return apiCall(path, schema, { query: chartQuery(chart, filters) }) as Promise<InsightAnswer<Chart>>;
}

export function insightQueryOptions<Chart extends InsightChart>(chart: Chart, filters: PageFilters) {
  return queryOptions({
    queryKey: insightKeys.chart(chart, chartQuery(chart, filters)),
    queryFn: () => getInsight(chart, filters),
  });
}

export function useInsight<Chart extends InsightChart>(chart: Chart, filters: PageFilters) {
  return useQuery(insightQueryOptions(chart, filters));
}
