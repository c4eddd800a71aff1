import { describe, expect, it } from 'vitest';
import { deletionBreaksHistory, overlapOf, spanLeavesOutLogged } from './logged-history';

const logged = { firstDate: '2025-03-03', lastDate: '2025-03-14', hours: 40 };

describe('logged history', () => {
  it('lets dates move while they still cover every logged entry', () => {
    expect(spanLeavesOutLogged('role', { startDate: '2025-01-01', endDate: null }, logged)).toBeNull();
    expect(
      spanLeavesOutLogged('role', { startDate: '2025-03-03', endDate: '2025-03-14' }, logged),
    ).toBeNull();
    expect(spanLeavesOutLogged('role', { startDate: '2025-03-04', endDate: null }, logged)).toMatch(
      /role has hours logged from 2025-03-03 to 2025-03-14/,
    );
    expect(
      spanLeavesOutLogged('assignment', { startDate: '2025-01-01', endDate: '2025-03-13' }, logged),
    ).toMatch(/end on or after 2025-03-14/);
    expect(spanLeavesOutLogged('role', { startDate: '2099-01-01', endDate: null }, null)).toBeNull();
  });

  it('refuses deleting what holds hours or sits on a timesheet', () => {
    expect(deletionBreaksHistory('role', logged, 2)).toMatch(/40 hours logged/);
    expect(deletionBreaksHistory('assignment', null, 1)).toMatch(/on 1 timesheet/);
    expect(deletionBreaksHistory('assignment', null, 0)).toBeNull();
  });

  it('finds where two spans meet, open ends included', () => {
    expect(
      overlapOf(
        { startDate: '2025-01-01', endDate: null },
        { startDate: '2025-02-01', endDate: '2025-03-01' },
      ),
    ).toEqual({
      startDate: '2025-02-01',
      endDate: '2025-03-01',
    });
    expect(
      overlapOf(
        { startDate: '2025-01-01', endDate: '2025-01-31' },
        { startDate: '2025-02-01', endDate: null },
      ),
    ).toBeNull();
    expect(
      overlapOf({ startDate: '2025-01-01', endDate: null }, { startDate: '2024-01-01', endDate: null }),
    ).toEqual({
      startDate: '2025-01-01',
      endDate: null,
    });
  });
});

describe('overlapOf at its edges', () => {
  it('counts two spans that share only one day as overlapping on that day', () => {
    expect(
      overlapOf(
        { startDate: '2025-01-01', endDate: '2025-02-01' },
        { startDate: '2025-02-01', endDate: null },
      ),
    ).toEqual({ startDate: '2025-02-01', endDate: '2025-02-01' });
  });

  it('ends the overlap at the earlier end, whichever span has it', () => {
    const early = { startDate: '2025-01-01', endDate: '2025-03-01' };
    const late = { startDate: '2025-02-01', endDate: '2025-06-30' };
    expect(overlapOf(late, early)).toEqual({ startDate: '2025-02-01', endDate: '2025-03-01' });
    expect(overlapOf(early, late)).toEqual({ startDate: '2025-02-01', endDate: '2025-03-01' });
  });

  it('takes the only end when the first span is open-ended', () => {
    expect(
      overlapOf(
        { startDate: '2025-01-01', endDate: null },
        { startDate: '2024-06-01', endDate: '2025-01-31' },
      ),
    ).toEqual({ startDate: '2025-01-01', endDate: '2025-01-31' });
  });
});
