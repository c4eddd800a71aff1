import {
  capacityOf,
  daysOfTimeOff,
  type OwnerTimeOff,
  type PeriodTimeOffDay,
  timeOffDaysWithin,
} from '@timekeep/shared/domain/capacity';
import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import { datesOfPeriod, type Period } from '@timekeep/shared/domain/periods';
import { utilizationOf } from '@timekeep/shared/domain/timesheet-rules';

export interface MetricsRow {
  /** Whether the row's engagement is billable; additional projects never are. */
  billable: boolean;
  timesheetEntries: readonly { hours: number }[];
}

export interface TimesheetMetrics {
  hoursTotal: number;
  capacity: number;
  hoursBillable: number;
  utilization: number;
}

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

/** The figures from the capacity and the hours as exact hundredths; utilization is billable over capacity. */
export function metricsFromTotals(totals: {
  capacity: number;
  totalHundredths: number;
  billableHundredths: number;
}): TimesheetMetrics {
  const hoursBillable = totals.billableHundredths / 100;
  return {
    hoursTotal: totals.totalHundredths / 100,
    capacity: totals.capacity,
    hoursBillable,
    utilization: utilizationOf(hoursBillable, totals.capacity),
  };
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
  return metricsFromTotals({ capacity: capacityOfPeriod(input), totalHundredths, billableHundredths });
}
