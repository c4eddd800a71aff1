import { queryOptions, useQuery } from '@tanstack/react-query';
import type { timeOffListResponseSchema } from '@timekeep/shared/schemas/time-off';
import { apiCall } from '../../../lib/api-client';
import { timeOffKeys } from './query-keys';

/** GET /api/ptos: the requests that end today or later. */
export function getUpcomingTimeOff() {
  return apiCall<typeof timeOffListResponseSchema>('/api/ptos');
}

export const upcomingTimeOffQueryOptions = queryOptions({
  queryKey: timeOffKeys.upcoming(),
  queryFn: getUpcomingTimeOff,
});

export function useUpcomingTimeOff() {
  return useQuery(upcomingTimeOffQueryOptions);
}
