import { describe, expect, it } from 'vitest';
import { addDays } from './periods';
import { STAND_IN_MAX_DAYS, standInDatesProblem, standInState } from './stand-in-rules';

const today = '2026-11-28';

describe('stand-in dates', () => {
  it('takes a range from today on, of one day up to the longest', () => {
    expect(standInDatesProblem(today, today, today)).toBeNull();
    expect(standInDatesProblem(today, addDays(today, STAND_IN_MAX_DAYS - 1), today)).toBeNull();
  });

  it('refuses a range that starts before today, ends before it starts, or runs too long', () => {
    expect(standInDatesProblem(addDays(today, -1), today, today)).toBe('A stand-in starts today or later.');
    expect(standInDatesProblem(addDays(today, 2), addDays(today, 1), today)).toBe(
      'The last day cannot be before the first.',
    );
    expect(standInDatesProblem(today, addDays(today, STAND_IN_MAX_DAYS), today)).toBe(
      `A stand-in lasts at most ${STAND_IN_MAX_DAYS} days.`,
    );
  });

  it('says where a range is: upcoming, running through its last day, then over (or over when ended early)', () => {
    const range = { startDate: addDays(today, 1), endDate: addDays(today, 3), endedEarly: false };
    expect(standInState(range, today)).toBe('upcoming');
    expect(standInState(range, addDays(today, 1))).toBe('active');
    expect(standInState(range, addDays(today, 3))).toBe('active');
    expect(standInState(range, addDays(today, 4))).toBe('ended');
    expect(standInState({ ...range, endedEarly: true }, addDays(today, 2))).toBe('ended');
  });
});
