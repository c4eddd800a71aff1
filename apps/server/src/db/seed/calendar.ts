import { addDays, isWeekend } from '@timekeep/shared/domain/periods';

export interface Holiday {
  date: string;
  name: string;
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 0 = Sunday ... 6 = Saturday. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A fixed-date holiday on a Saturday is taken the Friday before; on a Sunday, the Monday after. */
function observed(date: string): string {
  if (weekday(date) === 6) return addDays(date, -1);
  if (weekday(date) === 0) return addDays(date, 1);
  return date;
}

/** The n-th given weekday of a month (n = 1 for the first). */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  const first = isoDate(year, month, 1);
  return addDays(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7);
}

function lastWeekday(year: number, month: number, day: number): string {
  const last = addDays(isoDate(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

function previousWorkday(date: string): string {
  let day = addDays(date, -1);
  while (isWeekend(day)) day = addDays(day, -1);
  return day;
}

const MONDAY = 1;
const THURSDAY = 4;

/** The company's US holidays for a year, each on the weekday it is observed. */
export function companyHolidays(year: number): Holiday[] {
  const thanksgiving = nthWeekday(year, 11, THURSDAY, 4);
  const christmas = observed(isoDate(year, 12, 25));
  return [
    { date: observed(isoDate(year, 1, 1)), name: "New Year's Day" },
    { date: lastWeekday(year, 5, MONDAY), name: 'Memorial Day' },
    { date: observed(isoDate(year, 7, 4)), name: 'Independence Day' },
    { date: nthWeekday(year, 9, MONDAY, 1), name: 'Labor Day' },
    { date: thanksgiving, name: 'Thanksgiving Day' },
    { date: addDays(thanksgiving, 1), name: 'Day after Thanksgiving' },
    { date: previousWorkday(christmas), name: 'Christmas Eve' },
    { date: christmas, name: 'Christmas Day' },
  ];
}

/** Working days: weekdays that are not company holidays. */
export class WorkCalendar {
  private readonly holidayDates: Set<string>;

  constructor(holidays: readonly Holiday[]) {
    this.holidayDates = new Set(holidays.map((h) => h.date));
  }

  isHoliday(date: string): boolean {
    return this.holidayDates.has(date);
  }

  isWorkday(date: string): boolean {
    return !isWeekend(date) && !this.isHoliday(date);
  }
}

/** A UTC instant on a calendar date, for created_at-style columns. */
export function timestamp(date: string, hour: number, minute = 0): Date {
  return new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
}

export function earlierDate(a: string, b: string): string {
  return a < b ? a : b;
}

export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}
