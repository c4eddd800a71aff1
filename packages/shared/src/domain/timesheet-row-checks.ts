/**
 * The rows of a timesheet save checked against what the person may log, as problems with the field path
 * they concern (like time off's `timeOffRequestProblems`), so the grid and the server say the same thing.
 * The server refuses a save with the first problem.
 */
import type { Period } from './periods';
import { firstDayOverLimit, isDateInsideRow } from './timesheet-rules';

export interface LoggableDates {
  startDate: string;
  endDate: string | null;
}

export interface RowToCheck {
  id?: number | null;
  resourceId?: number | null;
  additionalProjectId?: number | null;
  timesheetEntries: readonly { date: string; hours: number }[];
}

export interface RowCheckContext {
  period: Period;
  /** The person's assignments (resource id) active in the period, with the dates each may hold entries. */
  roleDates: ReadonlyMap<number, LoggableDates>;
  /** The additional projects the person may log to in the period, with their dates. */
  additionalProjectDates: ReadonlyMap<number, LoggableDates>;
  /** The open rows the timesheet holds now: only these may be sent back with an id. */
  openRowIds: ReadonlySet<number>;
  /** The closed rows' entries: kept as stored, and counted in the 24-hour day. */
  closedRowEntries: readonly { date: string; hours: number }[];
}

export interface RowProblem {
  /** Dotted path into the save body, e.g. `timesheetRows.0.timesheetEntries.1.date`. */
  field: string;
  message: string;
}

function problem(field: string, message: string): RowProblem {
  return { field, message: `${field}: ${message}` };
}

function rowProblems(row: RowToCheck, index: number, context: RowCheckContext, seenIds: Set<number>) {
  const at = `timesheetRows.${index}`;
  const problems: RowProblem[] = [];
  if (row.id != null) {
    if (!context.openRowIds.has(row.id) || seenIds.has(row.id)) {
      problems.push(problem(`${at}.id`, `${row.id} is not an open row of this timesheet.`));
    }
    seenIds.add(row.id);
  }
  const dates =
    row.resourceId != null
      ? context.roleDates.get(row.resourceId)
      : row.additionalProjectId != null
        ? context.additionalProjectDates.get(row.additionalProjectId)
        : undefined;
  if (!dates) {
    const field = row.resourceId != null ? 'resourceId' : 'additionalProjectId';
    problems.push(problem(`${at}.${field}`, 'not a project assigned to you and active in this period.'));
    return problems;
  }
  const seenDates = new Set<string>();
  row.timesheetEntries.forEach((entry, entryIndex) => {
    const field = `${at}.timesheetEntries.${entryIndex}.date`;
    if (seenDates.has(entry.date)) problems.push(problem(field, 'the date appears twice.'));
    else if (entry.date < context.period.startDate || entry.date > context.period.endDate) {
      problems.push(problem(field, `${entry.date} is outside the period.`));
    } else if (!isDateInsideRow(dates, entry.date)) {
      problems.push(problem(field, `${entry.date} is outside the project's dates.`));
    }
    seenDates.add(entry.date);
  });
  return problems;
}

/**
 * Every problem of the rows, in the order the person reads them: row by row (its id, its project, its
 * entries' dates), then a day over 24 hours across rows, closed rows included.
 */
export function timesheetRowProblems(rows: readonly RowToCheck[], context: RowCheckContext): RowProblem[] {
  const seenIds = new Set<number>();
  const problems = rows.flatMap((row, index) => rowProblems(row, index, context, seenIds));
  const overLimit = firstDayOverLimit([...rows, { timesheetEntries: context.closedRowEntries }]);
  if (overLimit) problems.push(problem('timesheetRows', `more than 24 hours on ${overLimit}.`));
  return problems;
}
