import { queryOptions, useQuery } from '@tanstack/react-query';
import type { teamTimeOffOverviewResponseSchema } from '@timekeep/shared/schemas/team';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** GET /api/team/ptos/overview?year&manager_id: each team member's time off in the year (this year by default). */
export function getTeamTimeOffOverview(year: number | null, managerId: number | null) {
  return apiCall<typeof teamTimeOffOverviewResponseSchema>('/api/team/ptos/overview', {
    query: { year, manager_id: managerId },
  });
}

export function useTeamTimeOffOverview(year: number | null, managerId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: teamKeys.timeOffOverview(year, managerId),
      queryFn: () => getTeamTimeOffOverview(year, managerId),
    }),
  );
}
