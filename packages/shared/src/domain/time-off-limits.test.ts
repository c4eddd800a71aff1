import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  originalHoursInSameBalance,
  reasonBalanceFrom,
  remainingHours,
  timeOffLimitProblem,
} from './time-off-limits';

const balance = { accumulatedHours: 24, requestedHours: 16 };

describe('timeOffLimitProblem', () => {
  it('never limits PTO', () => {
    expect(
      timeOffLimitProblem({ reason: 'pto', year: 2026, requestedHours: 800, balance, originalHours: 0 }),
    ).toBeNull();
  });

  it('allows other leave up to what remains, and refuses more with the type and hours left', () => {
    const check = { reason: 'jury_duty', year: 2026, balance, originalHours: 0 } as const;
    expect(timeOffLimitProblem({ ...check, requestedHours: 8 })).toBeNull();
    expect(timeOffLimitProblem({ ...check, requestedHours: 8.5 })).toBe(
      'Jury Duty balance exceeded. 8 hours remain in 2026.',
    );
  });

  it('gives back the hours of the request being edited', () => {
    const check = { reason: 'bereavement', year: 2026, balance, requestedHours: 24 } as const;
    expect(timeOffLimitProblem({ ...check, originalHours: 16 })).toBeNull();
    expect(timeOffLimitProblem({ ...check, originalHours: 8 })).not.toBeNull();
  });

  it('refuses an office closure beyond the balance in days with the spec message', () => {
    const closures = { accumulatedHours: 40, requestedHours: 32 };
    const check = { reason: 'office_closure', year: 2026, balance: closures, originalHours: 0 } as const;
    expect(timeOffLimitProblem({ ...check, requestedHours: 8 })).toBeNull();
    expect(
      timeOffLimitProblem({
        ...check,
        balance: { accumulatedHours: 40, requestedHours: 40 },
        requestedHours: 8,
      }),
    ).toBe('Office Closure balance exceeded. Delete an upcoming Office Closure then resubmit.');
  });

  it('refuses any leave but PTO without a balance for the year: no balance means none', () => {
    const none = { accumulatedHours: null, requestedHours: 0 };
    expect(
      timeOffLimitProblem({
        reason: 'bereavement',
        year: 2027,
        requestedHours: 80,
        balance: none,
        originalHours: 0,
      }),
    ).toBe('No Bereavement balance is set for 2027. Please ask HR to set one before requesting it.');
    expect(
      timeOffLimitProblem({
        reason: 'fmla',
        year: 2027,
        requestedHours: 0.5,
        balance: none,
        originalHours: 0,
      }),
    ).not.toBeNull();
    expect(
      timeOffLimitProblem({
        reason: 'office_closure',
        year: 2027,
        requestedHours: 8,
        balance: none,
        originalHours: 0,
      }),
    ).toBe('Office Closure balance exceeded. Delete an upcoming Office Closure then resubmit.');
    expect(
      timeOffLimitProblem({ reason: 'pto', year: 2027, requestedHours: 80, balance: none, originalHours: 0 }),
    ).toBeNull();
  });

  it('refuses exactly when the request exceeds accumulated − requested + original (property)', () => {
    const halfHours = fc.integer({ min: 0, max: 400 }).map((n) => n / 2);
    // Half an hour at least: asking nothing takes nothing from a balance, even an overdrawn one, since the
    // remaining hours never go below 0 (fast-check found 0 asked of 0 accumulated with 0.5 requested).
    const askedHours = fc.integer({ min: 1, max: 400 }).map((n) => n / 2);
    fc.assert(
      fc.property(halfHours, halfHours, halfHours, askedHours, (accumulated, requested, original, asked) => {
        const problem = timeOffLimitProblem({
          reason: 'paid_sick_leave_ffcra',
          year: 2026,
          requestedHours: asked,
          balance: { accumulatedHours: accumulated, requestedHours: requested },
          originalHours: original,
        });
        expect(problem === null).toBe(asked <= accumulated - requested + original);
      }),
    );
  });
});

describe('originalHoursInSameBalance', () => {
  const original = { reason: 'jury_duty', startDate: '2026-05-04', hours: 16 } as const;

  it('counts the original hours only for the same type and year', () => {
    expect(originalHoursInSameBalance(original, 'jury_duty', 2026)).toBe(16);
    expect(originalHoursInSameBalance(original, 'bereavement', 2026)).toBe(0);
    expect(originalHoursInSameBalance(original, 'jury_duty', 2027)).toBe(0);
    expect(originalHoursInSameBalance(undefined, 'jury_duty', 2026)).toBe(0);
  });
});

describe('reasonBalanceFrom', () => {
  const balances = [
    { type: 'jury_duty', accumulatedAmount: { '2026': 24 }, ptoRequested: { '2026': 8 } },
  ] as const;

  it('reads one type and year from the balances response', () => {
    expect(reasonBalanceFrom([...balances], 'jury_duty', 2026)).toEqual({
      accumulatedHours: 24,
      requestedHours: 8,
    });
  });

  it('reads a type or year without a balance as none set, keeping the hours requested', () => {
    expect(reasonBalanceFrom([...balances], 'jury_duty', 2027)).toEqual({
      accumulatedHours: null,
      requestedHours: 0,
    });
    expect(reasonBalanceFrom([...balances], 'fmla', 2026)).toEqual({
      accumulatedHours: null,
      requestedHours: 0,
    });
  });
});

describe('remainingHours', () => {
  it('is accumulated − requested + the original hours, never below 0, and 0 without a balance', () => {
    expect(remainingHours({ accumulatedHours: 24, requestedHours: 16 })).toBe(8);
    expect(remainingHours({ accumulatedHours: 24, requestedHours: 16 }, 4)).toBe(12);
    expect(remainingHours({ accumulatedHours: 8, requestedHours: 16 })).toBe(0);
    expect(remainingHours({ accumulatedHours: null, requestedHours: 0 })).toBe(0);
  });
});
