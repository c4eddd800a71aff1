import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import {
  type TimesheetFigures,
  timeOffRowsTotal,
  timesheetFigures,
} from '@timekeep/shared/domain/time-off-rows';
import { timesheetTotal } from '@timekeep/shared/domain/timesheet-rules';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { type DraftRow, toRowInputs } from './timesheet-draft';

/**
 * The summary's figures for the grid as it stands, by the server's rule (`timesheetFigures`): worked and
 * billable hours of the rows being edited (a row bills when its engagement does), the approved time off's
 * hours added to the total, utilization against the capacity the server worked out for the period.
 */
export function liveFigures(
  saved: Pick<Timesheet, 'capacity' | 'timeOffRows'>,
  rows: readonly DraftRow[],
): TimesheetFigures {
  return timesheetFigures({
    workedHundredths: toHundredths(timesheetTotal(toRowInputs(rows))),
    billableHundredths: toHundredths(timesheetTotal(toRowInputs(rows.filter((row) => row.billable)))),
    timeOffHours: timeOffRowsTotal(saved.timeOffRows),
    capacity: saved.capacity,
  });
}
