import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, isWeekend } from './periods';
import {
  countedDates,
  coversTwoConsecutiveWorkingDays,
  formatHours,
  HOURS_WORKDAY_OPTIONS,
  holidaySet,
  hoursTakenBy,
  isValidPartialDayHours,
  officeClosureDays,
  partialDayHourOptions,
  timeOffDurationHours,
} from './time-off-duration';

const noHolidays = new Set<string>();
const DAY_MS = 86_400_000;
const dateIn2020s = fc
  .integer({ min: Date.UTC(2020, 0, 1) / DAY_MS, max: Date.UTC(2029, 11, 31) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
const hoursWorkday = fc.constantFrom(...HOURS_WORKDAY_OPTIONS);

describe('timeOffDurationHours', () => {
  it('counts Monday to Friday times the workday, leaving the weekend out', () => {
    // 2026-03-02 is a Monday; the range runs to the next Tuesday.
    const input = {
      timeframeType: 'multiple_days',
      startDate: '2026-03-02',
      endDate: '2026-03-10',
      hoursWorkday: 8,
      includeWeekends: false,
    } as const;
    expect(timeOffDurationHours(input, noHolidays)).toBe(56);
    expect(timeOffDurationHours({ ...input, includeWeekends: true }, noHolidays)).toBe(72);
    expect(timeOffDurationHours({ ...input, hoursWorkday: 10 }, noHolidays)).toBe(70);
  });

  it('never counts a holiday, even with weekends included', () => {
    const holidays = new Set(['2026-12-24', '2026-12-25']);
    const input = {
      timeframeType: 'multiple_days',
      startDate: '2026-12-21',
      endDate: '2026-12-27',
      hoursWorkday: 8,
      includeWeekends: true,
    } as const;
    expect(timeOffDurationHours(input, holidays)).toBe(40);
  });

  it('counts across the year end day by day', () => {
    const input = {
      timeframeType: 'multiple_days',
      startDate: '2026-12-31',
      endDate: '2027-01-01',
      hoursWorkday: 8,
      includeWeekends: false,
    } as const;
    expect(timeOffDurationHours(input, noHolidays)).toBe(16);
    expect(timeOffDurationHours(input, new Set(['2027-01-01']))).toBe(8);
  });

  it('takes the chosen hours of a partial day, half hours included', () => {
    const input = {
      timeframeType: 'partial_day',
      startDate: '2026-03-02',
      hours: 3.5,
      hoursWorkday: 8,
      includeWeekends: false,
    } as const;
    expect(timeOffDurationHours(input, noHolidays)).toBe(3.5);
  });

  it('counts nothing without an end date or with the end before the start', () => {
    const input = { timeframeType: 'multiple_days', startDate: '2026-03-04', hoursWorkday: 8 } as const;
    expect(timeOffDurationHours({ ...input, includeWeekends: false, endDate: null }, noHolidays)).toBe(0);
    expect(
      timeOffDurationHours({ ...input, includeWeekends: false, endDate: '2026-03-03' }, noHolidays),
    ).toBe(0);
  });

  it('is the counted weekdays times the workday for any range (property)', () => {
    fc.assert(
      fc.property(
        dateIn2020s,
        fc.integer({ min: 0, max: 60 }),
        hoursWorkday,
        fc.boolean(),
        (start, span, workday, weekends) => {
          const end = addDays(start, span);
          const hours = timeOffDurationHours(
            {
              timeframeType: 'multiple_days',
              startDate: start,
              endDate: end,
              hoursWorkday: workday,
              includeWeekends: weekends,
            },
            noHolidays,
          );
          const days = datesBetween(start, end).filter((date) => weekends || !isWeekend(date)).length;
          expect(hours).toBe(days * workday);
          expect(hours % workday).toBe(0);
        },
      ),
    );
  });

  it('drops exactly one workday for each weekday holiday in the range (property)', () => {
    fc.assert(
      fc.property(
        dateIn2020s,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (start, span, offset) => {
          const end = addDays(start, span);
          const holiday = addDays(start, Math.min(offset, span));
          const input = {
            timeframeType: 'multiple_days',
            startDate: start,
            endDate: end,
            hoursWorkday: 8,
            includeWeekends: false,
          } as const;
          const without = timeOffDurationHours(input, noHolidays);
          const withHoliday = timeOffDurationHours(input, new Set([holiday]));
          expect(without - withHoliday).toBe(isWeekend(holiday) ? 0 : 8);
        },
      ),
    );
  });

  it('adds up over a split range (property)', () => {
    fc.assert(
      fc.property(
        dateIn2020s,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        (start, first, second, weekends) => {
          const middle = addDays(start, first);
          const end = addDays(middle, second + 1);
          const options = { includeWeekends: weekends, holidays: noHolidays };
          expect(countedDates(start, end, options).length).toBe(
            countedDates(start, middle, options).length +
              countedDates(addDays(middle, 1), end, options).length,
          );
        },
      ),
    );
  });
});

describe('partial-day hours', () => {
  it('offers half-hour steps from 0.5 up to the workday', () => {
    expect(partialDayHourOptions(8)).toEqual([
      0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8,
    ]);
    expect(partialDayHourOptions(14)).toHaveLength(28);
  });

  it('accepts only half-hour steps within the workday', () => {
    expect(isValidPartialDayHours(0.5, 8)).toBe(true);
    expect(isValidPartialDayHours(8, 8)).toBe(true);
    expect(isValidPartialDayHours(0, 8)).toBe(false);
    expect(isValidPartialDayHours(8.5, 8)).toBe(false);
    expect(isValidPartialDayHours(1.25, 8)).toBe(false);
    expect(isValidPartialDayHours(Number.NaN, 8)).toBe(false);
  });

  it('accepts every offered value and nothing off the half-hour grid (property)', () => {
    fc.assert(
      fc.property(hoursWorkday, fc.double({ min: -2, max: 20, noNaN: true }), (workday, hours) => {
        const offered = partialDayHourOptions(workday).includes(hours);
        expect(isValidPartialDayHours(hours, workday)).toBe(offered);
      }),
    );
  });
});

describe('office closure days and hour display', () => {
  it('counts office closures in days of 8 hours', () => {
    expect(officeClosureDays(40)).toBe(5);
    expect(officeClosureDays(12)).toBe(1.5);
  });

  it('shows whole hours bare and keeps at most two decimals', () => {
    expect(formatHours(16)).toBe('16');
    expect(formatHours(3.5)).toBe('3.5');
    expect(formatHours(13.333)).toBe('13.33');
  });
});

describe('hoursTakenBy', () => {
  const week = {
    timeframeType: 'multiple_days',
    startDate: '2026-03-02',
    endDate: '2026-03-06',
    hours: 40,
    hoursWorkday: 8,
    includeWeekends: false,
  } as const;

  it('counts nothing before the start, the days so far in the middle, and all hours once ended', () => {
    expect(hoursTakenBy(week, '2026-03-01', noHolidays)).toBe(0);
    expect(hoursTakenBy(week, '2026-03-03', noHolidays)).toBe(16);
    expect(hoursTakenBy(week, '2026-03-03', new Set(['2026-03-02']))).toBe(8);
    expect(hoursTakenBy(week, '2026-03-09', noHolidays)).toBe(40);
  });

  it('counts a partial day from its own day on, and nothing before it', () => {
    const afternoon = {
      ...week,
      timeframeType: 'partial_day',
      endDate: '2026-03-04',
      startDate: '2026-03-04',
      hours: 4,
    } as const;
    expect(hoursTakenBy(afternoon, '2026-03-03', noHolidays)).toBe(0);
    expect(hoursTakenBy(afternoon, '2026-03-04', noHolidays)).toBe(4);
  });

  it('counts the stored hours from the last day on, even if a holiday was added inside the range since', () => {
    const laterHoliday = new Set(['2026-03-04']);
    expect(hoursTakenBy(week, '2026-03-06', laterHoliday)).toBe(40);
    expect(hoursTakenBy(week, '2026-03-05', laterHoliday)).toBe(24);
  });

  it('never exceeds the request and grows with the date (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 10 }), (offset) => {
        const date = addDays(week.startDate, offset);
        const taken = hoursTakenBy(week, date, noHolidays);
        expect(taken).toBeLessThanOrEqual(week.hours);
        expect(taken).toBeLessThanOrEqual(hoursTakenBy(week, addDays(date, 1), noHolidays));
      }),
    );
  });
});

describe('holidaySet', () => {
  it('holds the dates of the holidays', () => {
    const holidays = holidaySet([{ date: '2026-05-25' }, { date: '2026-07-03' }]);
    expect([...holidays].sort()).toEqual(['2026-05-25', '2026-07-03']);
  });
});

describe('coversTwoConsecutiveWorkingDays (team overview: 2 Consecutive Days)', () => {
  const request = (startDate: string, endDate: string) =>
    ({ timeframeType: 'multiple_days', startDate, endDate }) as const;

  it('holds for two working days in a row, a weekend between them included', () => {
    expect(coversTwoConsecutiveWorkingDays(request('2026-03-02', '2026-03-03'), noHolidays)).toBe(true);
    expect(coversTwoConsecutiveWorkingDays(request('2026-03-06', '2026-03-09'), noHolidays)).toBe(true);
  });

  it('does not hold for one working day, weekend days and holidays aside', () => {
    expect(coversTwoConsecutiveWorkingDays(request('2026-03-06', '2026-03-08'), noHolidays)).toBe(false);
    expect(
      coversTwoConsecutiveWorkingDays(request('2026-03-02', '2026-03-03'), new Set(['2026-03-03'])),
    ).toBe(false);
  });

  it('never holds for a partial day', () => {
    expect(
      coversTwoConsecutiveWorkingDays(
        { timeframeType: 'partial_day', startDate: '2026-03-02', endDate: '2026-03-03' },
        noHolidays,
      ),
    ).toBe(false);
  });
});
