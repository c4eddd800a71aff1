/**
 * Capacity: the hours a person is expected to work in some days. The one rule behind every capacity and
 * utilization the app shows (the timesheet, the team lists, Insights' SQL twin in `insights.queries.ts`).
 */
import type { TimeframeType, TimeOffReason } from '../schemas/time-off';
import { toHundredths } from './hour-entry';
import { isWeekend } from './periods';
import { countedDates } from './time-off-duration';
import { workingDays } from './timesheet-rules';

/** The hours of a working day (spec: the default workday is 8 hours). */
export const CAPACITY_HOURS_PER_DAY = 8;

/** A time-off request as its days read it: the details that say which days it takes and how many hours each. */
export interface TimeOffSpan {
  timeframeType: TimeframeType;
  startDate: string;
  endDate: string;
  /** The request's hours: what a partial day takes on its date. */
  hours: number;
  /** What a request of several days takes on each day it counts. */
  hoursWorkday: number;
  includeWeekends: boolean;
}

/** One day of a request, with the hours it takes that day. */
export interface TimeOffDay {
  date: string;
  hours: number;
}

/**
 * The days a request takes and its hours on each: a partial day its hours on its date; a request of several
 * days its hours per workday on each day it counts (weekdays unless it includes weekends, never holidays), as
 * its stored hours were counted.
 */
export function daysOfTimeOff(request: TimeOffSpan, holidays: ReadonlySet<string>): TimeOffDay[] {
  if (request.timeframeType === 'partial_day') return [{ date: request.startDate, hours: request.hours }];
  return countedDates(request.startDate, request.endDate, {
    includeWeekends: request.includeWeekends,
    holidays,
  }).map((date) => ({ date, hours: request.hoursWorkday }));
}

/**
 * The capacity of some days: 8 hours per working day (a weekday that is not a holiday, from the employment
 * start date; none without one) less the approved time off on that day, never below 0 on a day (a 10-hour
 * workday off leaves nothing, not minus two). Exact to the hundredth.
 */
export function capacityOf(input: {
  dates: readonly string[];
  holidayDates: ReadonlySet<string>;
  employmentStartDate: string | null;
  /** The days of approved time off (`daysOfTimeOff` of each approved request); other days are ignored. */
  approvedTimeOff: readonly TimeOffDay[];
}): number {
  const offByDate = new Map<string, number>();
  for (const day of input.approvedTimeOff) {
    offByDate.set(day.date, (offByDate.get(day.date) ?? 0) + toHundredths(day.hours));
  }
  const fullDay = CAPACITY_HOURS_PER_DAY * 100;
  const hundredths = workingDays(
    input.dates,
    input.holidayDates,
    input.employmentStartDate,
    isWeekend,
  ).reduce((sum, date) => sum + Math.max(0, fullDay - (offByDate.get(date) ?? 0)), 0);
  return hundredths / 100;
}

/** A request's status as the timesheet side reads it: only these take days (rejected ones take none). */
export type TimeOffDayStatus = 'approved' | 'pending';

/** A time-off request of a timesheet's owner, with what the day marks say of it. */
export interface OwnerTimeOff extends TimeOffSpan {
  status: TimeOffDayStatus;
  reason: TimeOffReason;
}

/** A day of a timesheet's period that a request of its owner takes: what the day marks show. */
export interface PeriodTimeOffDay extends TimeOffDay {
  status: TimeOffDayStatus;
  reason: TimeOffReason;
}

/** The days of `dates` that the owner's approved and pending requests take, in date order. */
export function timeOffDaysWithin(
  requests: readonly OwnerTimeOff[],
  dates: readonly string[],
  holidays: ReadonlySet<string>,
): PeriodTimeOffDay[] {
  const inside = new Set(dates);
  return requests
    .flatMap((request) =>
      daysOfTimeOff(request, holidays)
        .filter((day) => inside.has(day.date))
        .map((day) => ({ ...day, status: request.status, reason: request.reason })),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Hours of time off of one status over some days, summed exactly. */
export function timeOffHoursOf(days: readonly PeriodTimeOffDay[], status: TimeOffDayStatus): number {
  return (
    days.filter((day) => day.status === status).reduce((sum, day) => sum + toHundredths(day.hours), 0) / 100
  );
}

/** A day with hours logged and time off that together pass a working day: what a lead's review flags. */
export interface LoggedOnTimeOff {
  date: string;
  logged: number;
  timeOff: PeriodTimeOffDay[];
}

/**
 * The days whose logged hours and approved or pending time off come to more than a working day (8 hours): 8
 * hours logged on a day of PTO, or 6 on a half day off. A half day off with the other half worked is not one.
 */
export function daysLoggedOnTimeOff(
  loggedByDate: ReadonlyMap<string, number>,
  timeOff: readonly PeriodTimeOffDay[],
): LoggedOnTimeOff[] {
  const byDate = new Map<string, PeriodTimeOffDay[]>();
  for (const day of timeOff) byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
  return [...byDate]
    .map(([date, days]) => ({ date, logged: loggedByDate.get(date) ?? 0, timeOff: days }))
    .filter(
      (day) =>
        day.logged > 0 &&
        toHundredths(day.logged) + day.timeOff.reduce((sum, off) => sum + toHundredths(off.hours), 0) >
          CAPACITY_HOURS_PER_DAY * 100,
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}
