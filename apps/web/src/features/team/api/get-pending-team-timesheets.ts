import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamTimesheetSummary, teamTimesheetsResponseSchema } from '@timekeep/shared/schemas/team';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** GET /api/team/timesheets/pending: the lead's team's timesheets waiting for approval, of every period. */
export async function getPendingTeamTimesheets(): Promise<TeamTimesheetSummary[]> {
  return (await apiCall<typeof teamTimesheetsResponseSchema>('/api/team/timesheets/pending')).timesheets;
}

export function usePendingTeamTimesheets() {
  return useQuery(
    queryOptions({ queryKey: teamKeys.pendingTimesheets(), queryFn: getPendingTeamTimesheets }),
  );
}
