import { describe, expect, it } from 'vitest';
import { answerCommentProblem } from './time-off-answers';

const single = { bulk: false };
const bulk = { bulk: true };

describe('answerCommentProblem (spec: approver response and bulk action)', () => {
  it('lets an approval go with or without a comment, one or many at once', () => {
    for (const comment of [null, undefined, '', 'ok']) {
      expect(answerCommentProblem('approve', comment, single)).toBeNull();
      expect(answerCommentProblem('approve', comment, bulk)).toBeNull();
    }
  });

  it('needs a comment to reject one request; blanks do not count', () => {
    for (const comment of [null, undefined, '', '   ']) {
      expect(answerCommentProblem('reject', comment, single)).toBe('Rejecting a request needs a comment.');
    }
    expect(answerCommentProblem('reject', 'No', single)).toBeNull();
  });

  it('needs at least 5 characters, spaces around them aside, to reject many at once', () => {
    const tooShort = 'Rejecting requests needs a comment of at least 5 characters.';
    expect(answerCommentProblem('reject', null, bulk)).toBe(tooShort);
    expect(answerCommentProblem('reject', '  four  ', bulk)).toBe(tooShort);
    expect(answerCommentProblem('reject', 'fives', bulk)).toBeNull();
  });

  it('takes at most 200 characters, whatever the decision', () => {
    const longest = 'x'.repeat(200);
    expect(answerCommentProblem('reject', longest, single)).toBeNull();
    expect(answerCommentProblem('approve', ` ${longest} `, bulk)).toBeNull();
    for (const decision of ['approve', 'reject'] as const) {
      expect(answerCommentProblem(decision, `${longest}x`, single)).toBe(
        'A comment has at most 200 characters.',
      );
    }
  });
});
