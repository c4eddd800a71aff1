import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BulkDecision,
  TimesheetDecisionsResponse,
  timesheetDecisionsResponseSchema,
} from '@timekeep/shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

export interface DecideTeamTimesheetsInput {
  decision: BulkDecision;
  /** Each timesheet with the version the lead was shown: one changed since is refused, the others decided. */
  timesheets: readonly { id: number; version: number }[];
  note: string;
}

/** POST /api/team/timesheets/decisions: which were decided (as one batch) and which were not, and why. */
export function decideTeamTimesheets({
  decision,
  timesheets,
  note,
}: DecideTeamTimesheetsInput): Promise<TimesheetDecisionsResponse> {
  return apiCall<typeof timesheetDecisionsResponseSchema>('/api/team/timesheets/decisions', {
    method: 'POST',
    body: {
      decision,
      note: note.trim() || null,
      timesheets: timesheets.map(({ id, version }) => ({ id, version })),
    },
  });
}

/** Refreshes the team lists and timesheets afterwards, also on a failure (someone may have acted first). */
export function useDecideTeamTimesheets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTeamTimesheets,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.timesheets() }),
  });
}
