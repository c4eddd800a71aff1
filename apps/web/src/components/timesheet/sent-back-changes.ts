import type { SentBackChanges, Timesheet, TimesheetChange } from '@timekeep/shared/schemas/timesheets';

/**
 * What changed since a lead last sent the timesheet back, while a lead has it to review again (submitted
 * again, approved since, or unapproved and open to approval); null while it is back with the employee, or
 * when it never was sent back.
 */
export function changesToReview(timesheet: Timesheet): SentBackChanges | null {
  return timesheet.status === 'rejected' ? null : timesheet.changesSinceSentBack;
}

/** The change of one row's day, matched by what the row logs to. */
export function changeOnDay(
  changes: readonly TimesheetChange[],
  row: { resourceId: number | null; additionalProjectId: number | null },
  date: string,
): TimesheetChange | undefined {
  return changes.find(
    (change) =>
      change.date === date &&
      (row.resourceId === null
        ? change.additionalProjectId === row.additionalProjectId
        : change.resourceId === row.resourceId),
  );
}
