import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember, teamMembersResponseSchema } from '@timekeep/shared/schemas/team';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** GET /api/team_members?manager_id: the lead's team, or the team of a lead they may view as. */
export async function getTeamMembers(managerId: number | null): Promise<TeamMember[]> {
  const response = await apiCall<typeof teamMembersResponseSchema>('/api/team_members', {
    query: { manager_id: managerId },
  });
  return response.teamMembers;
}

export function useTeamMembers(managerId: number | null) {
  return useQuery(
    queryOptions({ queryKey: teamKeys.members(managerId), queryFn: () => getTeamMembers(managerId) }),
  );
}
