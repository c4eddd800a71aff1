import { timesheetTotal } from '@timekeep/shared/domain/timesheet-rules';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { type DraftRow, toRowInputs } from './timesheet-draft';

type Figures = Pick<Timesheet, 'hoursTotal' | 'capacity' | 'hoursBillable' | 'utilization'>;

/**
 * The summary's figures with the total hours of the grid as it stands. Billable hours and utilization stay those
 * of the last save: the API does not say which rows bill, so the page says they are as of the last save.
 */
export function liveFigures(saved: Figures, rows: readonly DraftRow[]): Figures {
  return { ...saved, hoursTotal: timesheetTotal(toRowInputs(rows)) };
}
