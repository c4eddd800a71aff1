import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import { datesOfPeriod, isWeekend, type Period } from '@timekeep/shared/domain/periods';
import { utilizationOf, workingDays } from '@timekeep/shared/domain/timesheet-rules';

export const CAPACITY_HOURS_PER_DAY = 8;

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

/** 8 hours per working day of the period (weekdays that are not holidays) from the employment start date. */
export function capacityOf(input: {
  period: Period;
  holidayDates: ReadonlySet<string>;
  employmentStartDate: string | null;
}): number {
  const days = workingDays(
    datesOfPeriod(input.period),
    input.holidayDates,
    input.employmentStartDate,
    isWeekend,
  );
  return days.length * CAPACITY_HOURS_PER_DAY;
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
export function computeTimesheetMetrics(input: {
  period: Period;
  holidayDates: ReadonlySet<string>;
  employmentStartDate: string | null;
  rows: readonly MetricsRow[];
}): TimesheetMetrics {
  let totalHundredths = 0;
  let billableHundredths = 0;
  for (const row of input.rows) {
    for (const entry of row.timesheetEntries) {
      totalHundredths += toHundredths(entry.hours);
      if (row.billable) billableHundredths += toHundredths(entry.hours);
    }
  }
  return metricsFromTotals({ capacity: capacityOf(input), totalHundredths, billableHundredths });
}
