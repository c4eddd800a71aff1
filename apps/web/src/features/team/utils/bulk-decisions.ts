import type { TeamTimesheetSummary } from '@timekeep/shared/schemas/team';
import type { BulkDecision } from '@timekeep/shared/schemas/timesheets';
import { countInWords } from './count-in-words';

/** A listed timesheet a lead may pick for a decision in bulk: saved, waiting for a decision, its period open. */
export type DecidableTimesheet = TeamTimesheetSummary & { id: number; version: number };

export function isDecidable(timesheet: TeamTimesheetSummary): timesheet is DecidableTimesheet {
  return (
    timesheet.id !== null &&
    timesheet.version !== null &&
    !timesheet.periodClosed &&
    (timesheet.status === 'pending' || timesheet.status === 'unapproved')
  );
}

/** '{count in words} Timesheet(s) Selected', as the time-off selection bar counts requests. */
export function selectedTimesheetsLabel(count: number): string {
  return `${countInWords(count)} Timesheet(s) Selected`;
}

/** '4 timesheets approved.', 'No timesheet was rejected.' */
export function decidedSentence(decision: BulkDecision, count: number): string {
  const verb = decision === 'approve' ? 'approved' : 'rejected';
  if (count === 0) return `No timesheet was ${verb}.`;
  return `${count} timesheet${count === 1 ? '' : 's'} ${verb}.`;
}
