import { timesheetStatusLabel } from '@timekeep/shared/domain/timesheet-status-labels';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';

/** Status colours of spec section 4. */
export const statusColor: Record<TimesheetStatus, string> = {
  unsubmitted: 'gray',
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  unapproved: 'red',
};

/** The statuses in words, shared with the report exports. */
export const statusLabel = timesheetStatusLabel;
