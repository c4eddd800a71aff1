/**
 * Rules that keep master data from breaking history: a role, an assignment or a period that holds logged
 * hours may not be deleted, and a role's or an assignment's dates must keep covering every logged entry.
 * Shared so the admin screens can say so before the server refuses.
 */

export interface Span {
  startDate: string;
  /** null: open-ended. */
  endDate: string | null;
}

/** The dates of the entries logged to something, and their hours; null when nothing is logged. */
export interface LoggedSpan {
  firstDate: string;
  lastDate: string;
  hours: number;
}

/** Why the span would leave logged entries outside it, or null when it covers them all. */
export function spanLeavesOutLogged(what: string, span: Span, logged: LoggedSpan | null): string | null {
  if (logged === null) return null;
  const startsLate = span.startDate > logged.firstDate;
  const endsEarly = span.endDate !== null && span.endDate < logged.lastDate;
  if (!startsLate && !endsEarly) return null;
  return `The ${what} has hours logged from ${logged.firstDate} to ${logged.lastDate}: its dates must cover them (start on or before ${logged.firstDate}, end on or after ${logged.lastDate}).`;
}

/** Why something with logged hours (or on timesheets) cannot be deleted, or null when it can. */
export function deletionBreaksHistory(
  what: string,
  logged: LoggedSpan | null,
  timesheetRows: number,
): string | null {
  if (logged !== null) {
    return `The ${what} has ${logged.hours} hours logged from ${logged.firstDate} to ${logged.lastDate}, so it cannot be deleted; end it instead.`;
  }
  if (timesheetRows > 0) {
    return `The ${what} is on ${timesheetRows} timesheet(s), so it cannot be deleted; end it instead.`;
  }
  return null;
}

/** The later start and earlier end of two spans (null ends are open), or null when they do not meet. */
export function overlapOf(first: Span, second: Span): Span | null {
  const [, startDate] = [first.startDate, second.startDate].sort() as [string, string];
  const ends = [first.endDate, second.endDate].filter((end): end is string => end !== null).sort();
  const endDate = ends[0] ?? null;
  return endDate !== null && endDate < startDate ? null : { startDate, endDate };
}
