import type { TimeOffReason } from '../schemas/time-off';
import { type DayCountOptions, isCountedDay } from './time-off-duration';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface DateBounds {
  minDate: string;
  maxDate: string;
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** From the start of last year to the end of next year; office closures only up to the end of this year. */
export function requestDateBounds(reason: TimeOffReason | null, today: string): DateBounds {
  const year = yearOf(today);
  const lastYear = reason === 'office_closure' ? year : year + 1;
  return { minDate: `${year - 1}-01-01`, maxDate: `${lastYear}-12-31` };
}

export function isWithinBounds(date: string, bounds: DateBounds): boolean {
  return date >= bounds.minDate && date <= bounds.maxDate;
}

export interface SelectableDateOptions extends DayCountOptions {
  /** Dates another of the person's requests already holds. */
  takenDates?: ReadonlySet<string>;
}

/** Whether a date may be picked: weekends only when included, never a holiday or a taken date. */
export function isSelectableDate(date: string, options: SelectableDateOptions): boolean {
  return isCountedDay(date, options) && !options.takenDates?.has(date);
}

/** 'MMM D, YYYY', the display format of dates. */
export function formatDisplayDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** 'Jan 5, 2026' for one day, 'Jan 5, 2026 - Jan 9, 2026' for a range. */
export function formatDateRange(startDate: string, endDate: string): string {
  return startDate === endDate
    ? formatDisplayDate(startDate)
    : `${formatDisplayDate(startDate)} - ${formatDisplayDate(endDate)}`;
}
