import { queryOptions, useQuery } from '@tanstack/react-query';
import type { teamTimeOffResponseSchema } from '@timekeep/shared/schemas/team';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { apiCall } from '../../../lib/api-client';
import { type TeamTimeOffFilters, teamKeys } from './query-keys';

/**
 * GET /api/team/ptos?status&user_id&start_date&end_date&manager_id: the team's requests starting in the year
 * (1 January to 31 December), of one person, or waiting for an answer.
 */
export async function getTeamTimeOff(filters: TeamTimeOffFilters): Promise<TimeOffRequest[]> {
  const response = await apiCall<typeof teamTimeOffResponseSchema>('/api/team/ptos', {
    query: {
      status: filters.status,
      user_id: filters.userId,
      start_date: filters.year === undefined ? undefined : `${filters.year}-01-01`,
      end_date: filters.year === undefined ? undefined : `${filters.year}-12-31`,
      manager_id: filters.managerId,
    },
  });
  return response.ptos;
}

export function useTeamTimeOff(filters: TeamTimeOffFilters) {
  return useQuery(
    queryOptions({ queryKey: teamKeys.timeOffRequests(filters), queryFn: () => getTeamTimeOff(filters) }),
  );
}
