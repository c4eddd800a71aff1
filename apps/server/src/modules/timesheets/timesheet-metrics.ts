import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import { datesOfPeriod, isWeekend, type Period } from '@timekeep/shared/domain/periods';
import { workingDays } from '@timekeep/shared/domain/timesheet-rules';

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

/**
 * Capacity is 8 hours per working day of the period (weekdays that are not holidays) from the employment
 * start date; utilization is billable hours over capacity. The one place these are computed.
 */
export function computeTimesheetMetrics(input: {
  period: Period;
  holidayDates: ReadonlySet<string>;
  employmentStartDate: string | null;
  rows: readonly MetricsRow[];
}): TimesheetMetrics {
  const days = workingDays(
    datesOfPeriod(input.period),
    input.holidayDates,
    input.employmentStartDate,
    isWeekend,
  );
  const capacity = days.length * CAPACITY_HOURS_PER_DAY;
  let totalHundredths = 0;
  let billableHundredths = 0;
  for (const row of input.rows) {
    for (const entry of row.timesheetEntries) {
      totalHundredths += toHundredths(entry.hours);
      if (row.billable) billableHundredths += toHundredths(entry.hours);
    }
  }
  const hoursBillable = billableHundredths / 100;
  return {
    hoursTotal: totalHundredths / 100,
    capacity,
    hoursBillable,
    utilization: capacity === 0 ? 0 : hoursBillable / capacity,
  };
}
