import { answerCommentProblem, type TimeOffDecision } from '@timekeep/shared/domain/time-off-answers';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';

/** The statuses an approver may give. */
export type AnswerStatus = 'approved' | 'rejected';

export interface AnswerFormValues {
  status: AnswerStatus | null;
  comment: string;
}

export const decisionFor: Record<AnswerStatus, TimeOffDecision> = { approved: 'approve', rejected: 'reject' };

/** The form starts from the request's current answer (none while pending) and an empty comment. */
export function initialAnswer(request: TimeOffRequest): AnswerFormValues {
  const status = request.mostRecentDetail.status;
  return { status: status === 'approved' || status === 'rejected' ? status : null, comment: '' };
}

/** 'Submit Response' while the request waits for a first answer, 'Update Response' afterwards (spec section 4). */
export function answerButtonLabel(request: TimeOffRequest): string {
  return request.mostRecentDetail.status === 'pending' ? 'Submit Response' : 'Update Response';
}

/** Whether the server allows this answer now (`permissions`); the web never re-derives it. */
export function mayGive(request: TimeOffRequest, status: AnswerStatus): boolean {
  return request.permissions[decisionFor[status]];
}

/** Submit is offered only once the status differs from the request's current one, and only for an allowed answer. */
export function canSubmitAnswer(request: TimeOffRequest, values: AnswerFormValues): boolean {
  return (
    values.status !== null &&
    values.status !== request.mostRecentDetail.status &&
    mayGive(request, values.status)
  );
}

/** What is wrong with each field: the status is required; the comment follows the shared rule the server applies. */
export function answerProblems(values: AnswerFormValues): { status?: string; comment?: string } {
  if (values.status === null) return { status: 'Choose approve or reject.' };
  const comment = answerCommentProblem(decisionFor[values.status], values.comment, { bulk: false });
  return comment ? { comment } : {};
}
