import { describe, expect, it } from 'vitest';
import { holidayWindow, isWorkingDay, remindersDueOn, todayIn } from './reminder-days';

const none = new Set<string>();
const november = { startDate: '2026-11-01', endDate: '2026-11-15' };
const lateNovember = { startDate: '2026-11-16', endDate: '2026-11-30' };

describe('todayIn', () => {
  const instant = new Date('2026-11-23T02:30:00Z');

  it('is the date of the instant in the time zone asked for', () => {
    expect(todayIn('UTC', instant)).toBe('2026-11-23');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-22');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-11-23');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-11-23T11:00:00Z'))).toBe('2026-11-24');
  });
});

describe('isWorkingDay', () => {
  it('is a weekday that is not a holiday', () => {
    expect(isWorkingDay('2026-11-23', none)).toBe(true);
    expect(isWorkingDay('2026-11-21', none)).toBe(false);
    expect(isWorkingDay('2026-11-22', none)).toBe(false);
    expect(isWorkingDay('2026-11-26', new Set(['2026-11-26']))).toBe(false);
  });
});

describe('remindersDueOn', () => {
  it('reminds of the period on its last working day when it ends on a weekend (Friday the 13th, not Sunday the 15th)', () => {
    expect(remindersDueOn('2026-11-13', none)).toEqual([{ period: november, occasion: 'last-working-day' }]);
    expect(remindersDueOn('2026-11-12', none)).toEqual([]);
  });

  it('reminds of the period ended on the first working day after it (Monday the 16th)', () => {
    expect(remindersDueOn('2026-11-16', none)).toEqual([{ period: november, occasion: 'after-the-period' }]);
    expect(remindersDueOn('2026-11-17', none)).toEqual([]);
  });

  it('reminds on the last day itself when it is a working day (Monday the 30th), and the day after (Tuesday)', () => {
    expect(remindersDueOn('2026-11-30', none)).toEqual([
      { period: lateNovember, occasion: 'last-working-day' },
    ]);
    expect(remindersDueOn('2026-12-01', none)).toEqual([
      { period: lateNovember, occasion: 'after-the-period' },
    ]);
  });

  it('moves both days past holidays', () => {
    const holidays = new Set(['2026-11-30', '2026-12-01']);
    expect(remindersDueOn('2026-11-27', holidays)).toEqual([
      { period: lateNovember, occasion: 'last-working-day' },
    ]);
    expect(remindersDueOn('2026-11-30', holidays)).toEqual([]);
    expect(remindersDueOn('2026-12-01', holidays)).toEqual([]);
    expect(remindersDueOn('2026-12-02', holidays)).toEqual([
      { period: lateNovember, occasion: 'after-the-period' },
    ]);
  });

  it('sends nothing on a weekend or a holiday', () => {
    expect(remindersDueOn('2026-11-15', none)).toEqual([]);
    expect(remindersDueOn('2026-11-14', none)).toEqual([]);
    expect(remindersDueOn('2026-11-13', new Set(['2026-11-13']))).toEqual([]);
  });

  it('reminds of a period ending on a month end across the year', () => {
    expect(remindersDueOn('2026-12-31', none)).toEqual([
      { period: { startDate: '2026-12-16', endDate: '2026-12-31' }, occasion: 'last-working-day' },
    ]);
    expect(remindersDueOn('2027-01-01', new Set(['2027-01-01']))).toEqual([]);
    expect(remindersDueOn('2027-01-04', new Set(['2027-01-01']))).toEqual([
      { period: { startDate: '2026-12-16', endDate: '2026-12-31' }, occasion: 'after-the-period' },
    ]);
  });
});

describe('holidayWindow', () => {
  it("spans from the previous period's end to this period's end", () => {
    expect(holidayWindow('2026-11-20')).toEqual({ fromDate: '2026-11-15', toDate: '2026-11-30' });
    expect(holidayWindow('2027-01-04')).toEqual({ fromDate: '2026-12-31', toDate: '2027-01-15' });
  });
});
