import { Badge } from '@mantine/core';
import { timeOffStatusLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { TimeOffStatus } from '@timekeep/shared/schemas/time-off';

/** Spec section 4: approved green, pending yellow, rejected and unapproved red (light shades, for contrast). */
const statusColors: Record<TimeOffStatus, string> = {
  approved: 'green.3',
  pending: 'yellow.4',
  rejected: 'red.3',
  unapproved: 'red.3',
};

export function TimeOffStatusBadge({ status }: { status: TimeOffStatus }) {
  return (
    <Badge color={statusColors[status]} variant="filled" autoContrast>
      {timeOffStatusLabels[status]}
    </Badge>
  );
}
