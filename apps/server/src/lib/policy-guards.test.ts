import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { requireAllowed } from './policy-guards';

function refusalOf(allowed: boolean, stateRefusal: string | null): AppError | null {
  try {
    requireAllowed(allowed, stateRefusal, 'Not yours.');
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('requireAllowed', () => {
  it('lets an allowed action through, whatever the state says', () => {
    expect(refusalOf(true, null)).toBeNull();
    expect(refusalOf(true, 'The period is closed.')).toBeNull();
  });

  it("refuses with 409 invalid_state and the rule's reason when the record's state forbids the action", () => {
    const refusal = refusalOf(false, 'The period is closed.');
    expect(refusal).toMatchObject({
      code: 'invalid_state',
      message: 'The period is closed.',
      statusCode: 409,
    });
  });

  it('refuses with 403 forbidden and the caller-facing text otherwise', () => {
    const refusal = refusalOf(false, null);
    expect(refusal).toMatchObject({ code: 'forbidden', message: 'Not yours.', statusCode: 403 });
  });
});
