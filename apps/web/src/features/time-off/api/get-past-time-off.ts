import { queryOptions, useQuery } from '@tanstack/react-query';
import type { timeOffListResponseSchema } from '@timekeep/shared/schemas/time-off';
import { apiCall } from '../../../lib/api-client';
import { timeOffKeys } from './query-keys';

/** GET /api/ptos?past=true&year=YYYY: the requests of a year that have ended. */
export function getPastTimeOff(year: number) {
  return apiCall<typeof timeOffListResponseSchema>('/api/ptos', { query: { past: true, year } });
}

export function pastTimeOffQueryOptions(year: number) {
  return queryOptions({ queryKey: timeOffKeys.past(year), queryFn: () => getPastTimeOff(year) });
}

export function usePastTimeOff(year: number) {
  return useQuery(pastTimeOffQueryOptions(year));
}
