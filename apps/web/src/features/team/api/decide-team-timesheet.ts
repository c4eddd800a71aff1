import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Timesheet, timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

export type TeamTimesheetDecision = 'approve' | 'reject' | 'unapprove';

export interface DecideTeamTimesheetInput {
  timesheetId: number;
  decision: TeamTimesheetDecision;
  /** The version the lead was shown: the server refuses (409) when someone acted since. */
  version: number;
  /** Required to reject, optional to unapprove, not sent to approve. */
  note?: string;
}

/**
 * PATCH /api/team/timesheets/{id}/approve, /reject?note= or /unapprove[?note=], with the version the lead saw.
 */
export async function decideTeamTimesheet({
  timesheetId,
  decision,
  version,
  note,
}: DecideTeamTimesheetInput): Promise<Timesheet> {
  const response = await apiCall<typeof timesheetResponseSchema>(
    `/api/team/timesheets/${timesheetId}/${decision}`,
    {
      method: 'PATCH',
      query: { note: decision === 'approve' ? null : note?.trim() || null },
      body: { version },
    },
  );
  return response.timesheet;
}

/** Refreshes the team lists, the timesheet and its history afterwards, also on a refusal (someone acted first). */
export function useDecideTeamTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTeamTimesheet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.timesheets() }),
  });
}
