import { describe, expect, it } from 'vitest';
import {
  formatDateRange,
  formatDisplayDate,
  isSelectableDate,
  isWithinBounds,
  requestDateBounds,
  yearOf,
} from './time-off-dates';

const today = '2026-03-04';

describe('requestDateBounds', () => {
  it('runs from the start of last year to the end of next year', () => {
    expect(requestDateBounds('pto', today)).toEqual({ minDate: '2025-01-01', maxDate: '2027-12-31' });
    expect(requestDateBounds(null, today)).toEqual({ minDate: '2025-01-01', maxDate: '2027-12-31' });
  });

  it('stops office closures at the end of this year', () => {
    expect(requestDateBounds('office_closure', today)).toEqual({
      minDate: '2025-01-01',
      maxDate: '2026-12-31',
    });
  });

  it('follows the year of today, even on its last day', () => {
    expect(requestDateBounds('jury_duty', '2030-12-31')).toEqual({
      minDate: '2029-01-01',
      maxDate: '2031-12-31',
    });
    expect(yearOf('2030-12-31')).toBe(2030);
  });
});

describe('isWithinBounds', () => {
  const bounds = { minDate: '2025-01-01', maxDate: '2027-12-31' };

  it('includes both ends', () => {
    expect(isWithinBounds('2025-01-01', bounds)).toBe(true);
    expect(isWithinBounds('2027-12-31', bounds)).toBe(true);
  });

  it('refuses the day before the first and the day after the last', () => {
    expect(isWithinBounds('2024-12-31', bounds)).toBe(false);
    expect(isWithinBounds('2028-01-01', bounds)).toBe(false);
  });
});

describe('isSelectableDate', () => {
  const monday = '2026-03-09';
  const saturday = '2026-03-14';
  const options = { includeWeekends: false, holidays: new Set(['2026-05-25']) };

  it('offers a working day nobody holds, with or without a list of taken dates', () => {
    expect(isSelectableDate(monday, options)).toBe(true);
    expect(isSelectableDate(monday, { ...options, takenDates: new Set(['2026-03-10']) })).toBe(true);
  });

  it('refuses a date another request already holds', () => {
    expect(isSelectableDate(monday, { ...options, takenDates: new Set([monday]) })).toBe(false);
  });

  it('refuses weekends unless they are included, and holidays always', () => {
    expect(isSelectableDate(saturday, options)).toBe(false);
    expect(isSelectableDate(saturday, { ...options, includeWeekends: true })).toBe(true);
    expect(isSelectableDate('2026-05-25', { ...options, includeWeekends: true })).toBe(false);
  });
});

describe('formatDisplayDate', () => {
  it('writes every month as the short English month name, the day without a leading zero', () => {
    for (let month = 1; month <= 12; month += 1) {
      const date = `2026-${String(month).padStart(2, '0')}-05`;
      const english = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(formatDisplayDate(date)).toBe(english);
    }
  });
});

describe('formatDateRange', () => {
  it('shows one day once', () => {
    expect(formatDateRange('2026-01-05', '2026-01-05')).toBe('Jan 5, 2026');
  });

  it('joins the first and last day of a range with a dash', () => {
    expect(formatDateRange('2026-01-05', '2026-01-09')).toBe('Jan 5, 2026 - Jan 9, 2026');
  });
});
