import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';

/** Status colours of spec section 4. */
export const statusColor: Record<TimesheetStatus, string> = {
  unsubmitted: 'gray',
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  unapproved: 'red',
};

export const statusLabel: Record<TimesheetStatus, string> = {
  unsubmitted: 'Not Submitted',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  unapproved: 'Unapproved',
};

export function submitButtonText(status: TimesheetStatus): string {
  if (status === 'pending') return 'SUBMITTED, PENDING APPROVAL';
  if (status === 'approved') return 'APPROVED';
  return 'SUBMIT FOR APPROVAL';
}
