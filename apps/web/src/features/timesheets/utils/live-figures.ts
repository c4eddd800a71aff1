import { timesheetTotal, utilizationOf } from '@timekeep/shared/domain/timesheet-rules';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { type DraftRow, toRowInputs } from './timesheet-draft';

type Figures = Pick<Timesheet, 'hoursTotal' | 'capacity' | 'hoursBillable' | 'utilization'>;

/**
 * The summary's figures for the grid as it stands: total and billable hours of the rows being edited (a row
 * bills when its engagement does), utilization against the capacity the server worked out for the period.
 */
export function liveFigures(saved: Pick<Figures, 'capacity'>, rows: readonly DraftRow[]): Figures {
  const hoursBillable = timesheetTotal(toRowInputs(rows.filter((row) => row.billable)));
  return {
    hoursTotal: timesheetTotal(toRowInputs(rows)),
    capacity: saved.capacity,
    hoursBillable,
    utilization: utilizationOf(hoursBillable, saved.capacity),
  };
}
