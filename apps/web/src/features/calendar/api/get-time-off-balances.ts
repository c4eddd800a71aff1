import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminTimeOffBalance,
  adminTimeOffBalancesResponseSchema,
  TimeOffBalancesQuery,
} from '@timekeep/shared/schemas/calendar';
import { apiCall } from '../../../lib/api-client';
import { calendarKeys } from './query-keys';

/** GET /api/admin/time_off_balances?spud_user_id&year: balances with what was requested and approved of them. */
export async function getTimeOffBalances(query: TimeOffBalancesQuery): Promise<AdminTimeOffBalance[]> {
  return (await apiCall<typeof adminTimeOffBalancesResponseSchema>('/api/admin/time_off_balances', { query }))
    .balances;
}

export function timeOffBalancesQueryOptions(query: TimeOffBalancesQuery) {
  return queryOptions({ queryKey: calendarKeys.balances(query), queryFn: () => getTimeOffBalances(query) });
}

export function useTimeOffBalances(query: TimeOffBalancesQuery) {
  return useQuery({ ...timeOffBalancesQueryOptions(query), placeholderData: keepPreviousData });
}
