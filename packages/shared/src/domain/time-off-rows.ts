/**
 * Time off in the timesheet (issue 39): the owner's approved time off as locked rows, one per leave type, and
 * the one rule of what they count in, which the server's answers and the web's live grid both run
 * (`docs/decisions.md`, "Time off in the timesheet"): time-off hours count in the total hours, never in the
 * worked or billable hours; capacity already leaves them out (`capacityOf`); utilization is billable hours
 * over capacity.
 */
import type { TimeOffReason } from '../schemas/time-off';
import type { PeriodTimeOffDay } from './capacity';
import { toHundredths } from './hour-entry';
import { timeOffReasonLabels } from './time-off-reasons';
import { utilizationOf } from './timesheet-rules';

/**
 * The mark a lead sees on a timesheet whose days' approved time off changed after it was submitted or approved
 * (the answers' `timeOffChangedAt`), on the team lists and the team timesheet view.
 */
export const TIME_OFF_CHANGED_MARK = 'Time off changed since submission';

/** One leave type's approved hours on the days of a timesheet's period. */
export interface TimeOffRow {
  reason: TimeOffReason;
  /** The leave type as people read it: 'PTO'. */
  label: string;
  /** The hours off per day, in date order; only days with time off. */
  entries: { date: string; hours: number }[];
}

/**
 * The approved days of a period (`timeOffDaysWithin`) as rows: one per leave type, in the order of the type's
 * first day, each day's hours summed exactly. Pending days are left out: they are marks, not time taken.
 */
export function timeOffRowsOf(days: readonly PeriodTimeOffDay[]): TimeOffRow[] {
  const byReason = new Map<TimeOffReason, Map<string, number>>();
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    if (day.status !== 'approved') continue;
    const hours = byReason.get(day.reason) ?? new Map<string, number>();
    hours.set(day.date, (hours.get(day.date) ?? 0) + toHundredths(day.hours));
    byReason.set(day.reason, hours);
  }
  return [...byReason].map(([reason, hours]) => ({
    reason,
    label: timeOffReasonLabels[reason],
    entries: [...hours].map(([date, hundredths]) => ({ date, hours: hundredths / 100 })),
  }));
}

/** The hours of the time-off rows, summed exactly. */
export function timeOffRowsTotal(rows: readonly Pick<TimeOffRow, 'entries'>[]): number {
  return rows.reduce((sum, row) => sum + toHundredths(timeOffRowTotal(row)), 0) / 100;
}

/** One time-off row's hours, summed exactly. */
export function timeOffRowTotal(row: Pick<TimeOffRow, 'entries'>): number {
  return row.entries.reduce((sum, entry) => sum + toHundredths(entry.hours), 0) / 100;
}

/** The hours off per date across the time-off rows, to add to the day totals of the logged rows. */
export function timeOffDayTotals(rows: readonly Pick<TimeOffRow, 'entries'>[]): Map<string, number> {
  const hundredths = new Map<string, number>();
  for (const row of rows) {
    for (const entry of row.entries) {
      hundredths.set(entry.date, (hundredths.get(entry.date) ?? 0) + toHundredths(entry.hours));
    }
  }
  return new Map([...hundredths].map(([date, value]) => [date, value / 100]));
}

/** The day totals of logged hours with the hours off of the same days added, exactly. */
export function withTimeOffDayTotals(
  logged: ReadonlyMap<string, number>,
  rows: readonly Pick<TimeOffRow, 'entries'>[],
): Map<string, number> {
  const totals = new Map([...logged].map(([date, hours]) => [date, toHundredths(hours)]));
  for (const [date, hours] of timeOffDayTotals(rows)) {
    totals.set(date, (totals.get(date) ?? 0) + toHundredths(hours));
  }
  return new Map([...totals].map(([date, value]) => [date, value / 100]));
}

/** A timesheet's figures: what the answers carry and the grid's summary shows. */
export interface TimesheetFigures {
  /** Worked hours and time-off hours together. */
  hoursTotal: number;
  /** Hours logged to projects. */
  hoursWorked: number;
  /** Hours of approved time off on the period's days. */
  hoursTimeOff: number;
  capacity: number;
  hoursBillable: number;
  /** Billable hours over capacity, as a fraction (0 without capacity). */
  utilization: number;
}

/**
 * The figures from exact hundredths of worked and billable hours, the time-off hours and the capacity (working
 * days times 8, less approved time off): time off counts in the total, not in worked or billable hours, and
 * utilization is billable hours over capacity.
 */
export function timesheetFigures(input: {
  workedHundredths: number;
  billableHundredths: number;
  timeOffHours: number;
  capacity: number;
}): TimesheetFigures {
  const hoursBillable = input.billableHundredths / 100;
  return {
    hoursTotal: (input.workedHundredths + toHundredths(input.timeOffHours)) / 100,
    hoursWorked: input.workedHundredths / 100,
    hoursTimeOff: input.timeOffHours,
    capacity: input.capacity,
    hoursBillable,
    utilization: utilizationOf(hoursBillable, input.capacity),
  };
}
