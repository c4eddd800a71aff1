import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import { type LoggableDates, timesheetRowProblems } from '@timekeep/shared/domain/timesheet-row-checks';
import type { RowInput } from '@timekeep/shared/schemas/timesheets';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { refuseSaveBeyondBudget } from '../engagement-budgets';
import { listLoggableAssignments } from '../engagements';
import type { LoadedTimesheet } from './timesheet-loader';
import type { RowToStore } from './timesheets.queries';

const MISSING_START_DATE_MESSAGE =
  'Your employment start date is missing. Please contact HR to have it added before creating a timesheet.';

/** A save needs the owner's employment start date (spec: 'Missing Start Date'). */
export function requireEmploymentStartDate(loaded: LoadedTimesheet) {
  if (!loaded.owner.employmentStartDate) throw new AppError('rule_violation', MISSING_START_DATE_MESSAGE);
}

/**
 * Checks rows against everything the server knows, whatever the client sent (the shared
 * `timesheetRowProblems`: only the person's roles and additional projects active in the period, entry dates
 * inside the period and the row's dates, at most 24 hours a day with closed rows, row ids of this
 * timesheet), refuses the first problem, then refuses a save that would pass a budget that refuses hours
 * beyond it (one statement more, only when a row logs to such an engagement), and answers the rows as they are
 * stored.
 */
export async function rowsToStore(
  executor: Executor,
  loaded: LoadedTimesheet,
  rows: readonly RowInput[],
): Promise<RowToStore[]> {
  const { owner, period } = loaded;
  const assignments = await listLoggableAssignments(executor, owner.id, period.startDate, period.endDate);
  const datesOf = (kind: 'role' | 'project') =>
    new Map<number, LoggableDates>(
      assignments
        .filter((assignment) => assignment.kind === kind)
        .map((assignment) => [assignment.id, assignment]),
    );
  const problems = timesheetRowProblems(rows, {
    period,
    roleDates: datesOf('role'),
    additionalProjectDates: datesOf('project'),
    openRowIds: new Set(loaded.rows.filter((row) => row.state === 'open').map((row) => row.id)),
    closedRowEntries: loaded.rows
      .filter((row) => row.state === 'closed')
      .flatMap((row) => row.entries.map((entry) => ({ date: entry.date, hours: Number(entry.hours) }))),
  });
  const [first] = problems;
  if (first) throw new AppError('validation_failed', first.message, first.field);

  const stored = rows.map((row) => ({
    id: row.id,
    resourceId: row.resourceId ?? null,
    additionalProjectId: row.additionalProjectId ?? null,
    entries: row.timesheetEntries
      .map((entry) => ({
        date: entry.date,
        hours: (toHundredths(entry.hours) / 100).toFixed(2),
        note: entry.note?.trim() ? entry.note : null,
      }))
      // An empty entry (no hours, no note) is the same as no entry.
      .filter((entry) => Number(entry.hours) > 0 || entry.note !== null),
  }));
  const refusing = new Set(
    assignments
      .filter((assignment) => assignment.kind === 'role' && assignment.refusesBeyondBudget)
      .map((assignment) => assignment.id),
  );
  const budgeted = stored.flatMap(({ resourceId, entries }) =>
    resourceId !== null && refusing.has(resourceId)
      ? entries.map((entry) => ({ resourceId, hours: entry.hours }))
      : [],
  );
  if (budgeted.length > 0) {
    await refuseSaveBeyondBudget(executor, {
      timesheetId: loaded.stored?.id ?? null,
      periodStart: period.startDate,
      rows: budgeted,
    });
  }
  return stored;
}
