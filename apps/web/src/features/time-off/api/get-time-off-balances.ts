import { queryOptions, useQuery } from '@tanstack/react-query';
import { timeOffBalancesResponseSchema } from '@timekeep/shared/schemas/time-off';
import { apiCall } from '../../../lib/api-client';
import { timeOffKeys } from './query-keys';

/** GET /api/ptos/balances. */
export function getTimeOffBalances() {
  return apiCall('/api/ptos/balances', timeOffBalancesResponseSchema);
}

export const timeOffBalancesQueryOptions = queryOptions({
  queryKey: timeOffKeys.balances(),
  queryFn: getTimeOffBalances,
});

export function useTimeOffBalances() {
  return useQuery(timeOffBalancesQueryOptions);
}
