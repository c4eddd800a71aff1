import { queryOptions, useQuery } from '@tanstack/react-query';
import type { teamTimeOffBalancesResponseSchema } from '@timekeep/shared/schemas/team';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** GET /api/team/ptos/balances?user_id&manager_id: a team member's balances, hours keyed by year. */
export function getTeamMemberBalances(personId: number, managerId: number | null) {
  return apiCall<typeof teamTimeOffBalancesResponseSchema>('/api/team/ptos/balances', {
    query: { user_id: personId, manager_id: managerId },
  });
}

export function teamMemberBalancesQueryOptions(personId: number, managerId: number | null) {
  return queryOptions({
    queryKey: teamKeys.memberBalances(personId, managerId),
    queryFn: () => getTeamMemberBalances(personId, managerId),
  });
}

/** The balances of the person whose request is open; an answer refreshes them with the rest of `timeOff()`. */
export function useTeamMemberBalances(personId: number, managerId: number | null) {
  return useQuery(teamMemberBalancesQueryOptions(personId, managerId));
}
