import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import type { projectedBalanceResponseSchema } from '@timekeep/shared/schemas/time-off-ledger';
import { apiCall } from '../../../lib/api-client';
import { timeOffKeys } from './query-keys';

/** GET /api/ptos/projected_balance?type&start_date: the caller's balance of a type as it will stand that day. */
export async function getProjectedBalance(type: TimeOffReason, startDate: string) {
  return (
    await apiCall<typeof projectedBalanceResponseSchema>('/api/ptos/projected_balance', {
      query: { type, start_date: startDate },
    })
  ).balance;
}

export function projectedBalanceQueryOptions(type: TimeOffReason, startDate: string) {
  return queryOptions({
    queryKey: timeOffKeys.projectedBalance(type, startDate),
    queryFn: () => getProjectedBalance(type, startDate),
  });
}

/** Asked once a reason and a start date are both chosen; nothing until then. */
export function useProjectedBalance(type: TimeOffReason | null, startDate: string | null) {
  return useQuery({
    ...projectedBalanceQueryOptions(type ?? 'pto', startDate ?? ''),
    enabled: type !== null && startDate !== null,
  });
}
