import type { TimesheetStatus } from '../schemas/timesheets';

/** A timesheet status in words, as every screen and the report exports write it (spec section 4). */
export const timesheetStatusLabel: Record<TimesheetStatus, string> = {
  unsubmitted: 'Not Submitted',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  unapproved: 'Unapproved',
};

/** What the not-submitted report writes for someone who has not saved the period's timesheet at all. */
export const NO_TIMESHEET_LABEL = 'No Timesheet';

/** A report row's status in words: the status's label, or `NO_TIMESHEET_LABEL` without a timesheet. */
export function reportStatusLabel(status: TimesheetStatus | null): string {
  return status === null ? NO_TIMESHEET_LABEL : timesheetStatusLabel[status];
}
