import { engagementRoleInputSchema } from '@timekeep/shared/schemas/engagements';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { formProblems, refusalMessage, refusalOf } from './form-problems';

const labels = { name: 'Role', rate: 'Hourly Rate', startDate: 'Start Date', endDate: 'End Date' };

describe('formProblems', () => {
  it("words every field's first problem with the field's label, all at once", () => {
    expect(
      formProblems(
        engagementRoleInputSchema,
        { name: ' ', rate: -1, startDate: null, endDate: null },
        labels,
      ),
    ).toEqual({
      name: 'Role is required',
      rate: 'Hourly Rate must not be negative',
      startDate: 'Start Date is required',
    });
  });

  it('names the other field of a span by its label', () => {
    expect(
      formProblems(
        engagementRoleInputSchema,
        { name: 'Consultant', rate: 150, startDate: '2026-05-01', endDate: '2026-04-30' },
        labels,
      ),
    ).toEqual({ endDate: 'End Date must not be before Start Date' });
  });
});

describe('refusalOf', () => {
  it('puts a refusal about a body field beside that field, without the path', () => {
    const error = new ApiError(
      409,
      'conflict',
      'body.name: The engagement already has a role named QA.',
      'body.name',
    );
    expect(refusalOf(error, labels)).toEqual({
      field: 'name',
      message: 'The engagement already has a role named QA.',
    });
  });

  it("keeps the server's words for a refusal about the record itself", () => {
    const error = new ApiError(409, 'invalid_state', 'The role has 8 hours logged, so it cannot be deleted.');
    expect(refusalOf(error, labels)).toEqual({
      field: null,
      message: 'The role has 8 hours logged, so it cannot be deleted.',
    });
  });

  it('does not show the message of a server fault or a lost connection', () => {
    expect(refusalMessage(new ApiError(500, 'internal_error', 'Something broke.'))).toBe(
      'The change could not be saved. Please try again shortly or refresh the page.',
    );
    expect(refusalMessage(new ApiError(0, null, 'Request failed!'))).toBe(
      'The change could not be saved. Please try again shortly or refresh the page.',
    );
  });
});

describe('formProblems wording', () => {
  it("keeps a field key that is also a word as it is in the server's sentence", () => {
    const error = new ApiError(
      422,
      'rule_violation',
      'body.hours: The balance is 2 hours: it cannot fall below 0.',
      'body.hours',
    );
    expect(refusalOf(error, { hours: 'Hours', note: 'Reason' })).toEqual({
      field: 'hours',
      message: 'The balance is 2 hours: it cannot fall below 0.',
    });
  });
});
