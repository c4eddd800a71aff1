/**
 * Semi-monthly timesheet periods on plain calendar dates ('YYYY-MM-DD').
 * Dates carry no time zone: all arithmetic happens on UTC midnights so local offsets and DST never shift a day.
 */

export interface Period {
  startDate: string;
  endDate: string;
}

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The first half of a month ends on this day; the second half starts the day after. */
const FIRST_HALF_LAST_DAY = 15;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function parseDate(date: string): CalendarDate {
  const match = ISO_DATE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) return { year, month, day };
  }
  throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
}

function formatDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function toUtcMidnight(date: string): Date {
  const { year, month, day } = parseDate(date);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc;
}

function fromUtc(utc: Date): string {
  return formatDate({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() });
}

/** Whether the text is a real calendar date written as YYYY-MM-DD. */
export function isIsoDate(date: string): boolean {
  try {
    parseDate(date);
    return true;
  } catch {
    return false;
  }
}

/** Days in a month; `month` counts from 1. */
export function daysInMonth(year: number, month: number): number {
  const utc = new Date(0);
  utc.setUTCFullYear(year, month, 0);
  return utc.getUTCDate();
}

export function addDays(date: string, days: number): string {
  return fromUtc(new Date(toUtcMidnight(date).getTime() + days * MS_PER_DAY));
}

/** Whole days from `fromDate` to `toDate` (negative when `toDate` is earlier). */
export function daysBetween(fromDate: string, toDate: string): number {
  return Math.round((toUtcMidnight(toDate).getTime() - toUtcMidnight(fromDate).getTime()) / MS_PER_DAY);
}

export function isWeekend(date: string): boolean {
  const weekday = toUtcMidnight(date).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Today's calendar date in UTC. */
export function todayIso(now: Date = new Date()): string {
  return fromUtc(now);
}

/** The 1st–15th or the 16th–last day of the month that holds `date`. */
export function periodContaining(date: string): Period {
  const { year, month, day } = parseDate(date);
  if (day <= FIRST_HALF_LAST_DAY) {
    return {
      startDate: formatDate({ year, month, day: 1 }),
      endDate: formatDate({ year, month, day: FIRST_HALF_LAST_DAY }),
    };
  }
  return {
    startDate: formatDate({ year, month, day: FIRST_HALF_LAST_DAY + 1 }),
    endDate: formatDate({ year, month, day: daysInMonth(year, month) }),
  };
}

export function nextPeriod(period: Period): Period {
  return periodContaining(addDays(period.endDate, 1));
}

export function previousPeriod(period: Period): Period {
  return periodContaining(addDays(period.startDate, -1));
}

/** Every period from the one holding `fromDate` to the one holding `toDate`, in order; empty when reversed. */
export function periodsBetween(fromDate: string, toDate: string): Period[] {
  const last = periodContaining(toDate);
  const periods: Period[] = [];
  for (
    let period = periodContaining(fromDate);
    period.startDate <= last.startDate;
    period = nextPeriod(period)
  ) {
    periods.push(period);
  }
  return periods;
}

/** Every date from the period's start to its end, inclusive. */
export function datesOfPeriod(period: Period): string[] {
  return datesBetween(period.startDate, period.endDate);
}

/** Every date from `fromDate` to `toDate`, inclusive; empty when reversed. */
export function datesBetween(fromDate: string, toDate: string): string[] {
  const dates: string[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) dates.push(date);
  return dates;
}
