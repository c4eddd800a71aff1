/** The approver response rules of spec section 5, shared by the answer forms and the server. */
import { COMMENT_MAX_LENGTH } from './time-off-request-rules';

export const BULK_REJECT_COMMENT_MIN_LENGTH = 5;

export type TimeOffDecision = 'approve' | 'reject';

/**
 * What is wrong with an approver's comment, or null: a rejection needs one (at least five characters when
 * rejecting many at once), and no comment is longer than 200 characters.
 */
export function answerCommentProblem(
  decision: TimeOffDecision,
  comment: string | null | undefined,
  options: { bulk: boolean },
): string | null {
  const text = (comment ?? '').trim();
  if (text.length > COMMENT_MAX_LENGTH) return `A comment has at most ${COMMENT_MAX_LENGTH} characters.`;
  if (decision !== 'reject') return null;
  if (options.bulk && text.length < BULK_REJECT_COMMENT_MIN_LENGTH) {
    return `Rejecting requests needs a comment of at least ${BULK_REJECT_COMMENT_MIN_LENGTH} characters.`;
  }
  if (text.length === 0) return 'Rejecting a request needs a comment.';
  return null;
}
