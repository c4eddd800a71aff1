import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesBetween,
  datesOfPeriod,
  daysBetween,
  daysInMonth,
  isIsoDate,
  isWeekend,
  nextPeriod,
  periodContaining,
  periodsBetween,
  previousPeriod,
  todayIso,
} from './periods';

const DAY_MS = 86_400_000;
const calendarDate = fc
  .integer({ min: Date.UTC(1900, 0, 1) / DAY_MS, max: Date.UTC(2200, 11, 31) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));

describe('periodContaining', () => {
  it('gives the first half of the month for the 1st to the 15th', () => {
    expect(periodContaining('2024-03-01')).toEqual({ startDate: '2024-03-01', endDate: '2024-03-15' });
    expect(periodContaining('2024-03-15')).toEqual({ startDate: '2024-03-01', endDate: '2024-03-15' });
  });

  it('gives the second half up to the last day of the month', () => {
    expect(periodContaining('2024-03-16')).toEqual({ startDate: '2024-03-16', endDate: '2024-03-31' });
    expect(periodContaining('2023-04-30')).toEqual({ startDate: '2023-04-16', endDate: '2023-04-30' });
  });

  it('knows leap years', () => {
    expect(periodContaining('2024-02-29')).toEqual({ startDate: '2024-02-16', endDate: '2024-02-29' });
    expect(periodContaining('2023-02-20')).toEqual({ startDate: '2023-02-16', endDate: '2023-02-28' });
    expect(periodContaining('1900-02-16').endDate).toBe('1900-02-28');
    expect(periodContaining('2000-02-16').endDate).toBe('2000-02-29');
  });

  it('refuses text that is not a calendar date', () => {
    for (const bad of ['2023-02-29', '2024-13-01', '2024-1-05', '05/01/2024', '']) {
      expect(() => periodContaining(bad)).toThrow(RangeError);
      expect(isIsoDate(bad)).toBe(false);
    }
  });

  it('refuses month 0 and day 0, and anything around the date', () => {
    for (const bad of ['2024-00-10', '2024-01-00', 'x2024-01-05', '2024-01-05x', '2024-01-05T00:00:00Z']) {
      expect(isIsoDate(bad)).toBe(false);
    }
  });

  it('names the text it refuses', () => {
    expect(() => periodContaining('2024-13-01')).toThrow('Not a calendar date (YYYY-MM-DD): 2024-13-01');
  });

  it('writes years before 1000 with four digits', () => {
    expect(addDays('0999-03-04', 1)).toBe('0999-03-05');
  });

  it('contains the date, starting on the 1st or the 16th', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const period = periodContaining(date);
        expect(period.startDate <= date && date <= period.endDate).toBe(true);
        expect(['01', '16']).toContain(period.startDate.slice(8));
      }),
    );
  });

  it('has 15 dates in a first half and 13 to 16 in a second half', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const period = periodContaining(date);
        const length = datesOfPeriod(period).length;
        if (period.startDate.endsWith('-01')) expect(length).toBe(15);
        else expect(length).toBeGreaterThanOrEqual(13);
        expect(length).toBeLessThanOrEqual(16);
      }),
    );
  });
});

describe('nextPeriod and previousPeriod', () => {
  it('cross month and year ends', () => {
    expect(nextPeriod({ startDate: '2023-12-16', endDate: '2023-12-31' })).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-01-15',
    });
    expect(previousPeriod({ startDate: '2024-01-01', endDate: '2024-01-15' })).toEqual({
      startDate: '2023-12-16',
      endDate: '2023-12-31',
    });
  });

  it('tile the calendar: the next period starts the day after this one ends, and steps back again', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const period = periodContaining(date);
        const next = nextPeriod(period);
        expect(next.startDate).toBe(addDays(period.endDate, 1));
        expect(previousPeriod(next)).toEqual(period);
      }),
    );
  });
});

describe('periodsBetween', () => {
  it('lists 24 periods in a year', () => {
    const periods = periodsBetween('2024-01-01', '2024-12-31');
    expect(periods).toHaveLength(24);
    expect(periods[0]).toEqual({ startDate: '2024-01-01', endDate: '2024-01-15' });
    expect(periods.at(-1)).toEqual({ startDate: '2024-12-16', endDate: '2024-12-31' });
  });

  it('is empty when the range is reversed', () => {
    expect(periodsBetween('2024-05-01', '2024-04-01')).toEqual([]);
  });

  it('covers every date in the range exactly once, without gaps or overlaps', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 400 }), (fromDate, span) => {
        const toDate = addDays(fromDate, span);
        const periods = periodsBetween(fromDate, toDate);
        const covered = periods.flatMap(datesOfPeriod);
        expect(covered).toEqual(datesBetween(periods[0]!.startDate, periods.at(-1)!.endDate));
        expect(covered).toContain(fromDate);
        expect(covered).toContain(toDate);
      }),
      { numRuns: 50 },
    );
  });
});

describe('date helpers', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(addDays('2024-03-10', 365)).toBe('2025-03-10');
  });

  it('adds and measures days consistently', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        const moved = addDays(date, days);
        expect(isIsoDate(moved)).toBe(true);
        expect(daysBetween(date, moved)).toBe(days);
        expect(addDays(moved, -days)).toBe(date);
      }),
    );
  });

  it('knows the days in a month', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2024, 12)).toBe(31);
  });

  it('spots weekends', () => {
    expect(isWeekend('2024-06-08')).toBe(true);
    expect(isWeekend('2024-06-09')).toBe(true);
    expect(isWeekend('2024-06-10')).toBe(false);
    expect(isWeekend('2024-06-14')).toBe(false);
  });

  it('takes today as the UTC calendar date', () => {
    expect(todayIso(new Date('2024-06-30T23:59:59Z'))).toBe('2024-06-30');
    expect(todayIso(new Date('2024-07-01T00:00:00+02:00'))).toBe('2024-06-30');
  });
});
