import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamTimesheetSummary, teamTimesheetsResponseSchema } from '@timekeep/shared/schemas/team';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/**
 * GET /api/team/timesheets/pending: the lead's team's timesheets waiting for approval, of every period; of
 * another lead's team with `approverId` (one the caller stands in for).
 */
export async function getPendingTeamTimesheets(
  approverId: number | null = null,
): Promise<TeamTimesheetSummary[]> {
  return (
    await apiCall<typeof teamTimesheetsResponseSchema>('/api/team/timesheets/pending', {
      query: { approver_id: approverId },
    })
  ).timesheets;
}

export function usePendingTeamTimesheets(approverId: number | null = null) {
  return useQuery(
    queryOptions({
      queryKey: teamKeys.pendingTimesheets(approverId),
      queryFn: () => getPendingTeamTimesheets(approverId),
    }),
  );
}
