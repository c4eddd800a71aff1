import { Badge } from '@mantine/core';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { statusLabel } from './timesheet-status';

/**
 * Spec section 4's colours in light shades with dark text: the filled default shades (white on orange or red)
 * fail the WCAG AA contrast check.
 */
const badgeColor: Record<TimesheetStatus, string> = {
  unsubmitted: 'gray.3',
  pending: 'orange.3',
  approved: 'green.3',
  rejected: 'red.3',
  unapproved: 'red.3',
};

/** A timesheet's status; `named` reads it as "Status: Pending" where the word alone would lack context. */
export function TimesheetStatusBadge({
  status,
  named = false,
}: {
  status: TimesheetStatus;
  named?: boolean;
}) {
  return (
    <Badge
      color={badgeColor[status]}
      variant="filled"
      autoContrast
      aria-label={named ? `Status: ${statusLabel[status]}` : undefined}
    >
      {statusLabel[status]}
    </Badge>
  );
}
