import { queryOptions, useQuery } from '@tanstack/react-query';
import type { timeOffStatsResponseSchema } from '@timekeep/shared/schemas/time-off';
import { apiCall } from '../../../lib/api-client';
import { timeOffKeys } from './query-keys';

/** GET /api/ptos/stats?year=YYYY: the figures of the three cards. */
export function getTimeOffStats(year: number) {
  return apiCall<typeof timeOffStatsResponseSchema>('/api/ptos/stats', { query: { year } });
}

export function timeOffStatsQueryOptions(year: number) {
  return queryOptions({ queryKey: timeOffKeys.stats(year), queryFn: () => getTimeOffStats(year) });
}

export function useTimeOffStats(year: number) {
  return useQuery(timeOffStatsQueryOptions(year));
}
