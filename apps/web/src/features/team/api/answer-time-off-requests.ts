import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOffDecision } from '@timekeep/shared/domain/time-off-answers';
import type { answeredTimeOffInBulkResponseSchema } from '@timekeep/shared/schemas/team';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { apiCall } from '../../../lib/api-client';
import { refreshTimesheetsAfterTimeOff } from '../../../lib/time-off-shown-in-timesheets';
import { teamKeys } from './query-keys';

export interface BulkTimeOffAnswerInput {
  requests: readonly TimeOffRequest[];
  decision: TimeOffDecision;
  comment: string;
  managerId: number | null;
}

/** POST /api/team/ptos/approve or /reject: all of them or none, each with the version the lead saw. */
export async function answerTimeOffRequests({
  requests,
  decision,
  comment,
  managerId,
}: BulkTimeOffAnswerInput): Promise<TimeOffRequest[]> {
  const response = await apiCall<typeof answeredTimeOffInBulkResponseSchema>(`/api/team/ptos/${decision}`, {
    method: 'POST',
    body: {
      pto_ids: requests.map((request) => request.id),
      versions: requests.map((request) => request.version),
      manager_comment: comment.trim() || null,
      manager_id: managerId,
    },
  });
  return response.ptos;
}

export function useAnswerTimeOffRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerTimeOffRequests,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.timeOff() }),
        refreshTimesheetsAfterTimeOff(queryClient),
      ]),
  });
}
