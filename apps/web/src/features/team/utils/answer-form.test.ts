import { describe, expect, it } from 'vitest';
import { buildTimeOffRequest } from '../../../test/factories';
import { answerButtonLabel, answerProblems, canSubmitAnswer, initialAnswer } from './answer-form';

const answerable = { approve: true, reject: true, edit: false, delete: false };

describe('the approver response form', () => {
  it('starts without a status on a pending request, reading Submit Response', () => {
    const request = buildTimeOffRequest({ status: 'pending' }, { permissions: answerable });

    expect(initialAnswer(request)).toEqual({ status: null, comment: '' });
    expect(answerButtonLabel(request)).toBe('Submit Response');
  });

  it('starts from the current answer on an answered request, reading Update Response', () => {
    const request = buildTimeOffRequest({ status: 'approved' }, { permissions: answerable });

    expect(initialAnswer(request).status).toBe('approved');
    expect(answerButtonLabel(request)).toBe('Update Response');
  });

  it('offers submit only once the status changed', () => {
    const request = buildTimeOffRequest({ status: 'approved' }, { permissions: answerable });

    expect(canSubmitAnswer(request, { status: 'approved', comment: 'Still fine' })).toBe(false);
    expect(canSubmitAnswer(request, { status: 'rejected', comment: '' })).toBe(true);
  });

  it('follows the server when it does not allow an answer', () => {
    const request = buildTimeOffRequest(
      { status: 'pending' },
      { permissions: { approve: false, reject: true } },
    );

    expect(canSubmitAnswer(request, { status: 'approved', comment: '' })).toBe(false);
    expect(canSubmitAnswer(request, { status: 'rejected', comment: 'No' })).toBe(true);
  });

  it('requires a status', () => {
    expect(answerProblems({ status: null, comment: '' }).status).toBe('Choose approve or reject.');
  });

  it('requires a comment to reject, not to approve', () => {
    expect(answerProblems({ status: 'rejected', comment: '  ' }).comment).toBe(
      'Rejecting a request needs a comment.',
    );
    expect(answerProblems({ status: 'rejected', comment: 'No' })).toEqual({});
    expect(answerProblems({ status: 'approved', comment: '' })).toEqual({});
  });

  it('allows at most 200 characters of comment', () => {
    expect(answerProblems({ status: 'approved', comment: 'x'.repeat(201) }).comment).toBe(
      'A comment has at most 200 characters.',
    );
    expect(answerProblems({ status: 'rejected', comment: 'x'.repeat(200) })).toEqual({});
  });
});
