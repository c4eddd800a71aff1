import { daysBetween, daysInMonth } from './periods';

/** The dates a report covers, both inclusive (YYYY-MM-DD). */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

/**
 * What a report covers when a date is not given (spec section 9): the allocation the month, others the day.
 * The Insights charts cover the current month and the five before it, up to today.
 */
export type ReportRangeDefault = 'current-month' | 'today' | 'last-six-months';

/** The first day of the month `months` before the month of `date`. */
function monthStartBefore(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The range a report runs on: each date as sent, or its default when missing. */
export function reportRangeOf(
  sent: { startDate?: string | undefined; endDate?: string | undefined },
  fallback: ReportRangeDefault,
  today: string,
): ReportRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthPrefix = today.slice(0, 8);
  const defaults = {
    'current-month': { startDate: `${monthPrefix}01`, endDate: `${monthPrefix}${daysInMonth(year, month)}` },
    today: { startDate: today, endDate: today },
    'last-six-months': { startDate: monthStartBefore(today, 5), endDate: today },
  }[fallback];
  return { startDate: sent.startDate ?? defaults.startDate, endDate: sent.endDate ?? defaults.endDate };
}

/** Days in a range, both ends counted. */
export function reportRangeDays(range: ReportRange): number {
  return daysBetween(range.startDate, range.endDate) + 1;
}

/**
 * Why a range cannot run, naming the field at fault: an end before the start, or more days than `maxDays`
 * (a bound on the work one run may ask of the database). Null when it may run.
 */
export function reportRangeProblem(
  range: ReportRange,
  maxDays: number,
): { field: 'endDate'; message: string } | null {
  if (range.endDate < range.startDate) {
    return {
      field: 'endDate',
      message: `The end date (${range.endDate}) must not be before the start date (${range.startDate}).`,
    };
  }
  const days = reportRangeDays(range);
  if (days > maxDays) {
    return {
      field: 'endDate',
      message: `The range from the start date to the end date spans ${days} days; a report covers at most ${maxDays}.`,
    };
  }
  return null;
}
