import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import type { ProjectOption } from './project-options';
import { chooseProject, type DraftRow, newRow } from './timesheet-draft';

/**
 * The rows of the previous period to start a new one with: the same projects and roles, in the same order,
 * with no hours; rows whose role or additional project is not open in the new period (not among its options)
 * are skipped and counted.
 */
export function rowsFromPreviousPeriod(
  previous: Timesheet,
  options: readonly ProjectOption[],
): { rows: DraftRow[]; skipped: number } {
  const rows: DraftRow[] = [];
  let skipped = 0;
  for (const row of previous.timesheetRows) {
    const option = options.find(
      ({ choice }) =>
        (row.resourceId !== null && choice.resourceId === row.resourceId) ||
        (row.additionalProjectId !== null && choice.additionalProjectId === row.additionalProjectId),
    );
    const alreadyCopied = rows.some(
      (copied) =>
        copied.resourceId === row.resourceId && copied.additionalProjectId === row.additionalProjectId,
    );
    if (alreadyCopied) continue;
    if (option) rows.push(chooseProject(newRow(), option.choice));
    else skipped += 1;
  }
  return { rows, skipped };
}
