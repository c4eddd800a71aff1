import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  billableHoursInsightResponseSchema,
  engagementHoursInsightResponseSchema,
  notSubmittedInsightResponseSchema,
  timeOffInsightResponseSchema,
  utilizationInsightResponseSchema,
  utilizationTargetInsightResponseSchema,
} from '@timekeep/shared/schemas/insights';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { chartQuery, type InsightChart, type PageFilters } from '../utils/insight-filters';
import { insightKeys } from './query-keys';

/** Each chart's endpoint. */
const paths = {
  utilization: '/api/insights/utilization',
  utilizationTargets: '/api/insights/utilization_targets',
  billableHours: '/api/insights/billable_hours',
  engagementHours: '/api/insights/engagement_hours',
  timeOff: '/api/insights/time_off',
  notSubmitted: '/api/insights/not_submitted',
} satisfies Record<InsightChart, string>;

/** The contract of each chart's answer. */
interface InsightContracts {
  utilization: typeof utilizationInsightResponseSchema;
  utilizationTargets: typeof utilizationTargetInsightResponseSchema;
  billableHours: typeof billableHoursInsightResponseSchema;
  engagementHours: typeof engagementHoursInsightResponseSchema;
  timeOff: typeof timeOffInsightResponseSchema;
  notSubmitted: typeof notSubmittedInsightResponseSchema;
}

export type InsightAnswer<Chart extends InsightChart> = z.output<InsightContracts[Chart]>;

/** GET /api/insights/{chart}: one chart's figures, summed by the server for the dates and filters it takes. */
export function getInsight<Chart extends InsightChart>(
  chart: Chart,
  filters: PageFilters,
): Promise<InsightAnswer<Chart>> {
  return apiRequest(paths[chart], { query: chartQuery(chart, filters) }) as Promise<InsightAnswer<Chart>>;
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
