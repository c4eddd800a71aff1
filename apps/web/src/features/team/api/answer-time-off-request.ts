import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOffDecision } from '@timekeep/shared/domain/time-off-answers';
import type { answeredTimeOffResponseSchema } from '@timekeep/shared/schemas/team';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { apiCall } from '../../../lib/api-client';
import { refreshTimesheetsAfterTimeOff } from '../../../lib/time-off-shown-in-timesheets';
import { teamKeys } from './query-keys';

export interface TimeOffAnswerInput {
  request: TimeOffRequest;
  decision: TimeOffDecision;
  comment: string;
  /** The lead whose team is being viewed; none for the signed-in lead's own team. */
  managerId: number | null;
}

/** POST /api/team/ptos/{id}/approve or /reject, with the version of the details the lead saw. */
export async function answerTimeOffRequest({
  request,
  decision,
  comment,
  managerId,
}: TimeOffAnswerInput): Promise<TimeOffRequest> {
  const response = await apiCall<typeof answeredTimeOffResponseSchema>(
    `/api/team/ptos/${request.id}/${decision}`,
    {
      method: 'POST',
      body: { manager_comment: comment.trim() || null, manager_id: managerId, version: request.version },
    },
  );
  return response.pto;
}

/** Refreshes the team's requests and overview afterwards, also on a refusal (someone answered first). */
export function useAnswerTimeOffRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerTimeOffRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.timeOff() }),
        refreshTimesheetsAfterTimeOff(queryClient),
      ]),
  });
}
