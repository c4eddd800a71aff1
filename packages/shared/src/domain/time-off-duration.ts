import type { TimeframeType } from '../schemas/time-off';
import { datesBetween, isWeekend } from './periods';

export const HOURS_WORKDAY_OPTIONS = [8, 10, 12, 14] as const;
export const DEFAULT_HOURS_WORKDAY = 8 as const;
export const PARTIAL_DAY_STEP_HOURS = 0.5;
/** An office closure is always a partial day of this many hours, and its balance counts days of this length. */
export const OFFICE_CLOSURE_HOURS = 8;

export interface DayCountOptions {
  includeWeekends: boolean;
  holidays: ReadonlySet<string>;
}

export interface DurationInput {
  timeframeType: TimeframeType;
  startDate: string;
  endDate?: string | null;
  hours?: number | null;
  hoursWorkday: number;
  includeWeekends: boolean;
}

export function holidaySet(holidays: readonly { date: string }[]): ReadonlySet<string> {
  return new Set(holidays.map((holiday) => holiday.date));
}

/** Whether a date counts as a day off: never a holiday, and a weekend day only when weekends are included. */
export function isCountedDay(date: string, options: DayCountOptions): boolean {
  if (options.holidays.has(date)) return false;
  return options.includeWeekends || !isWeekend(date);
}

export function countedDates(startDate: string, endDate: string, options: DayCountOptions): string[] {
  return datesBetween(startDate, endDate).filter((date) => isCountedDay(date, options));
}

/** 0.5, 1, 1.5 … up to the workday. */
export function partialDayHourOptions(hoursWorkday: number): number[] {
  const steps = Math.floor(hoursWorkday / PARTIAL_DAY_STEP_HOURS);
  return Array.from({ length: steps }, (_, index) => (index + 1) * PARTIAL_DAY_STEP_HOURS);
}

export function isValidPartialDayHours(hours: number, hoursWorkday: number): boolean {
  return (
    Number.isFinite(hours) &&
    Number.isInteger(hours / PARTIAL_DAY_STEP_HOURS) &&
    hours >= PARTIAL_DAY_STEP_HOURS &&
    hours <= hoursWorkday
  );
}

/**
 * The hours a request counts: the chosen hours for a partial day; for multiple days the counted days in
 * the range (weekends only when included, never holidays) times the hours per workday.
 */
export function timeOffDurationHours(input: DurationInput, holidays: ReadonlySet<string>): number {
  if (input.timeframeType === 'partial_day') return input.hours ?? 0;
  if (!input.endDate || input.endDate < input.startDate) return 0;
  const days = countedDates(input.startDate, input.endDate, {
    includeWeekends: input.includeWeekends,
    holidays,
  });
  return days.length * input.hoursWorkday;
}

export function officeClosureDays(hours: number): number {
  return hours / OFFICE_CLOSURE_HOURS;
}

/** Hours as people read them: whole numbers bare, otherwise up to two decimals. */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/** The hours of a request on or before `date`: what has been taken by then (the stored hours once it ended). */
export function hoursTakenBy(
  request: DurationInput & { endDate: string; hours: number },
  date: string,
  holidays: ReadonlySet<string>,
): number {
  if (request.startDate > date) return 0;
  if (request.endDate <= date || request.timeframeType === 'partial_day') return request.hours;
  return timeOffDurationHours({ ...request, endDate: date }, holidays);
}

/**
 * Whether a request covers at least two consecutive working days (spec: "2 Consecutive Days" in the team
 * overview): a multiple-days request whose range holds two or more weekdays that are not holidays. A range
 * is continuous, so its working days are consecutive working days (a Friday and the Monday after count).
 */
export function coversTwoConsecutiveWorkingDays(
  request: { timeframeType: TimeframeType; startDate: string; endDate: string },
  holidays: ReadonlySet<string>,
): boolean {
  if (request.timeframeType !== 'multiple_days') return false;
  return countedDates(request.startDate, request.endDate, { includeWeekends: false, holidays }).length >= 2;
}
