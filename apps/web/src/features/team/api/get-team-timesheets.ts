import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamTimesheetSummary, teamTimesheetsResponseSchema } from '@timekeep/shared/schemas/team';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** GET /api/team/timesheets?start_date&approver_id: every member of the team for the period, saved or not. */
export async function getTeamTimesheets(
  startDate: string | null,
  approverId: number | null,
): Promise<TeamTimesheetSummary[]> {
  const response = await apiCall<typeof teamTimesheetsResponseSchema>('/api/team/timesheets', {
    query: { start_date: startDate, approver_id: approverId },
  });
  return response.timesheets;
}

export function useTeamTimesheets(startDate: string | null, approverId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: teamKeys.timesheetList(startDate, approverId),
      queryFn: () => getTeamTimesheets(startDate, approverId),
    }),
  );
}
