import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { rowTotalHundredths } from './day-totals';
import type { DraftRow } from './timesheet-draft';

type Figures = Pick<Timesheet, 'hoursTotal' | 'capacity' | 'hoursBillable' | 'utilization'>;

/**
 * The summary's figures with the total hours of the grid as it stands. Billable hours and utilization stay those
 * of the last save: the API does not say which rows bill, so the page says they are as of the last save.
 */
export function liveFigures(saved: Figures, rows: readonly DraftRow[]): Figures {
  const totalHundredths = rows.reduce((sum, row) => sum + rowTotalHundredths(row), 0);
  return { ...saved, hoursTotal: totalHundredths / 100 };
}
