import {
  capacityOf,
  daysOfTimeOff,
  type OwnerTimeOff,
  type PeriodTimeOffDay,
  timeOffDaysWithin,
  timeOffHoursOf,
} from '@timekeep/shared/domain/capacity';
import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import { datesOfPeriod, type Period } from '@timekeep/shared/domain/periods';
import { type TimesheetFigures, timesheetFigures } from '@timekeep/shared/domain/time-off-rows';

export interface MetricsRow {
  /** Whether the row's engagement is billable; additional projects never are. */
  billable: boolean;
  timesheetEntries: readonly { hours: number }[];
}

export type TimesheetMetrics = TimesheetFigures;

/** What capacity reads of a timesheet: its period, the period's holidays, the owner's start date and time off. */
export interface CapacityBasis {
  period: Period;
  holidayDates: ReadonlySet<string>;
  employmentStartDate: string | null;
  timeOff: readonly OwnerTimeOff[];
}

/** The period's capacity by the shared rule: its working hours less the owner's approved time off. */
export function capacityOfPeriod(input: CapacityBasis): number {
  return capacityOf({
    dates: datesOfPeriod(input.period),
    holidayDates: input.holidayDates,
    employmentStartDate: input.employmentStartDate,
    approvedTimeOff: input.timeOff
      .filter((request) => request.status === 'approved')
      .flatMap((request) => daysOfTimeOff(request, input.holidayDates)),
  });
}

/** The days of the period the owner's approved and pending requests take, in date order. */
export function timeOffDaysOfPeriod(input: CapacityBasis): PeriodTimeOffDay[] {
  return timeOffDaysWithin(input.timeOff, datesOfPeriod(input.period), input.holidayDates);
}

/**
 * The figures from the capacity, the logged hours as exact hundredths and the approved time-off hours, by the
 * shared rule (`timesheetFigures`): time off counts in the total, not in worked or billable hours; utilization
 * is billable over capacity.
 */
export function metricsFromTotals(totals: {
  capacity: number;
  totalHundredths: number;
  billableHundredths: number;
  timeOffHours: number;
}): TimesheetMetrics {
  return timesheetFigures({
    workedHundredths: totals.totalHundredths,
    billableHundredths: totals.billableHundredths,
    timeOffHours: totals.timeOffHours,
    capacity: totals.capacity,
  });
}

/**
 * Capacity, hours, billable hours and utilization of a timesheet from its rows: the one place these are
 * computed (team lists take the same totals from SQL and the same capacity).
 */
export function computeTimesheetMetrics(
  input: CapacityBasis & { rows: readonly MetricsRow[] },
): TimesheetMetrics {
  let totalHundredths = 0;
  let billableHundredths = 0;
  for (const row of input.rows) {
    for (const entry of row.timesheetEntries) {
      totalHundredths += toHundredths(entry.hours);
      if (row.billable) billableHundredths += toHundredths(entry.hours);
    }
  }
  return metricsFromTotals({
    capacity: capacityOfPeriod(input),
    totalHundredths,
    billableHundredths,
    timeOffHours: timeOffHoursOf(timeOffDaysOfPeriod(input), 'approved'),
  });
}
