import { queryOptions, useQuery } from '@tanstack/react-query';
import type { timeOffBalancesResponseSchema } from '@timekeep/shared/schemas/time-off';
import { apiCall } from '../../../lib/api-client';
import { timeOffKeys } from './query-keys';

/** GET /api/ptos/balances. */
export function getTimeOffBalances() {
  return apiCall<typeof timeOffBalancesResponseSchema>('/api/ptos/balances');
}

export const timeOffBalancesQueryOptions = queryOptions({
  queryKey: timeOffKeys.balances(),
  queryFn: getTimeOffBalances,
});

export function useTimeOffBalances() {
  return useQuery(timeOffBalancesQueryOptions);
}
