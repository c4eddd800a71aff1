import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capacityOf,
  daysLoggedOnTimeOff,
  daysOfTimeOff,
  type OwnerTimeOff,
  timeOffDaysWithin,
  timeOffHoursOf,
} from './capacity';
import { addDays, datesOfPeriod } from './periods';
import { timeOffDurationHours } from './time-off-duration';

// 2025-03-01 is a Saturday: the first half of March 2025 has 10 weekdays, the second 11.
const firstHalf = datesOfPeriod({ startDate: '2025-03-01', endDate: '2025-03-15' });
const secondHalf = datesOfPeriod({ startDate: '2025-03-16', endDate: '2025-03-31' });
const noHolidays = new Set<string>();

const pto = (overrides: Partial<OwnerTimeOff>): OwnerTimeOff => ({
  status: 'approved',
  reason: 'pto',
  timeframeType: 'multiple_days',
  startDate: '2025-03-03',
  endDate: '2025-03-05',
  hours: 24,
  hoursWorkday: 8,
  includeWeekends: false,
  ...overrides,
});

describe('capacityOf', () => {
  const base = { dates: secondHalf, holidayDates: noHolidays, employmentStartDate: '2020-01-01' };

  it('is 8 hours a working day less the approved time off: 24 hours of PTO leave 64 of 88', () => {
    const week = pto({ startDate: '2025-03-17', endDate: '2025-03-19' });
    expect(capacityOf({ ...base, approvedTimeOff: [] })).toBe(88);
    expect(capacityOf({ ...base, approvedTimeOff: daysOfTimeOff(week, noHolidays) })).toBe(64);
  });

  it('takes a partial day’s hours off its day, exactly', () => {
    const afternoon = pto({
      timeframeType: 'partial_day',
      startDate: '2025-03-18',
      endDate: '2025-03-18',
      hours: 3.5,
    });
    expect(capacityOf({ ...base, approvedTimeOff: daysOfTimeOff(afternoon, noHolidays) })).toBe(84.5);
  });

  it('takes no day below nothing, and nothing off a day that holds no capacity', () => {
    const longDays = pto({ startDate: '2025-03-17', endDate: '2025-03-18', hours: 20, hoursWorkday: 10 });
    expect(capacityOf({ ...base, approvedTimeOff: daysOfTimeOff(longDays, noHolidays) })).toBe(72);
    // A weekend included, a holiday, and days before the employment start date hold no capacity to take.
    const holidays = new Set(['2025-03-20']);
    const weekend = pto({ startDate: '2025-03-20', endDate: '2025-03-24', includeWeekends: true, hours: 32 });
    expect(
      capacityOf({
        dates: secondHalf,
        holidayDates: holidays,
        employmentStartDate: '2025-03-24',
        approvedTimeOff: daysOfTimeOff(weekend, holidays),
      }),
    ).toBe(48 - 8);
  });

  it('is 0 without an employment start date', () => {
    expect(capacityOf({ ...base, employmentStartDate: null, approvedTimeOff: [] })).toBe(0);
  });

  it('never exceeds the working hours, never falls below 0, and takes off at most what was approved', () => {
    const request = fc.record({
      timeframeType: fc.constantFrom('partial_day' as const, 'multiple_days' as const),
      offset: fc.integer({ min: -5, max: 20 }),
      length: fc.integer({ min: 0, max: 10 }),
      halfHours: fc.integer({ min: 1, max: 16 }),
      hoursWorkday: fc.constantFrom(8, 10, 12, 14),
      includeWeekends: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(request, { maxLength: 4 }), (drawn) => {
        const requests = drawn.map((r) => {
          const startDate = addDays(firstHalf[0]!, r.offset);
          const endDate = r.timeframeType === 'partial_day' ? startDate : addDays(startDate, r.length);
          return pto({ ...r, startDate, endDate, hours: r.halfHours / 2 });
        });
        const approvedTimeOff = requests.flatMap((r) => daysOfTimeOff(r, noHolidays));
        const full = capacityOf({ ...base, dates: firstHalf, approvedTimeOff: [] });
        const capacity = capacityOf({ ...base, dates: firstHalf, approvedTimeOff });
        expect(capacity).toBeGreaterThanOrEqual(0);
        expect(capacity).toBeLessThanOrEqual(full);
        const approvedHours = approvedTimeOff.reduce((sum, day) => sum + day.hours, 0);
        expect(full - capacity).toBeLessThanOrEqual(approvedHours);
      }),
    );
  });
});

describe('daysOfTimeOff', () => {
  it('adds up to the hours the request was stored with', () => {
    const holidays = new Set(['2025-03-04']);
    for (const request of [
      pto({}),
      pto({ startDate: '2025-03-07', endDate: '2025-03-11', includeWeekends: true, hoursWorkday: 10 }),
      pto({ timeframeType: 'partial_day', startDate: '2025-03-06', endDate: '2025-03-06', hours: 1.5 }),
    ]) {
      const days = daysOfTimeOff(request, holidays);
      const sum = days.reduce((total, day) => total + day.hours, 0);
      expect(sum).toBe(timeOffDurationHours(request, holidays));
      expect(days.some((day) => day.date === '2025-03-04')).toBe(false);
    }
  });
});

describe('timeOffDaysWithin', () => {
  it('lists the days inside the period of approved and pending requests, with their status and reason', () => {
    const straddling = pto({ startDate: '2025-03-13', endDate: '2025-03-18', hours: 32 });
    const pending = pto({
      status: 'pending',
      reason: 'jury_duty',
      timeframeType: 'partial_day',
      startDate: '2025-03-05',
      endDate: '2025-03-05',
      hours: 4,
    });
    const days = timeOffDaysWithin([straddling, pending], firstHalf, noHolidays);
    expect(days).toEqual([
      { date: '2025-03-05', hours: 4, status: 'pending', reason: 'jury_duty' },
      { date: '2025-03-13', hours: 8, status: 'approved', reason: 'pto' },
      { date: '2025-03-14', hours: 8, status: 'approved', reason: 'pto' },
    ]);
    expect([timeOffHoursOf(days, 'approved'), timeOffHoursOf(days, 'pending')]).toEqual([16, 4]);
  });
});

describe('daysLoggedOnTimeOff', () => {
  const off = (date: string, hours: number, status: 'approved' | 'pending' = 'approved') => ({
    date,
    hours,
    status,
    reason: 'pto' as const,
  });

  it('flags hours logged beyond what the time off leaves of a working day, approved or pending', () => {
    const logged = new Map([
      ['2025-03-03', 8],
      ['2025-03-04', 4],
      ['2025-03-05', 4.5],
      ['2025-03-06', 0.25],
      ['2025-03-07', 9],
    ]);
    const timeOff = [
      off('2025-03-03', 8),
      off('2025-03-04', 4),
      off('2025-03-05', 4, 'pending'),
      off('2025-03-06', 8, 'pending'),
      off('2025-03-10', 8),
    ];
    expect(daysLoggedOnTimeOff(logged, timeOff)).toEqual([
      { date: '2025-03-03', logged: 8, timeOff: [off('2025-03-03', 8)] },
      { date: '2025-03-05', logged: 4.5, timeOff: [off('2025-03-05', 4, 'pending')] },
      { date: '2025-03-06', logged: 0.25, timeOff: [off('2025-03-06', 8, 'pending')] },
    ]);
  });
});
