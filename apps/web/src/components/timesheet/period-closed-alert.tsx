import { Alert, type MantineSpacing } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PERIOD_CLOSED_MESSAGE } from '@timekeep/shared/domain/timesheet-rules';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';

interface PeriodClosedAlertProps {
  timesheet: Pick<Timesheet, 'periodClosed'>;
  /** The space below it, where the page does not space its parts itself. */
  mb?: MantineSpacing;
}

/**
 * Says, above a timesheet, that its period is closed for its owner, which is why nothing about it can change.
 * A status rather than an alert: it describes the page, it does not interrupt.
 */
export function PeriodClosedAlert({ timesheet, mb }: PeriodClosedAlertProps) {
  if (!timesheet.periodClosed) return null;
  return (
    <Alert role="status" color="gray" mb={mb} icon={<IconLock size={18} aria-hidden />}>
      {PERIOD_CLOSED_MESSAGE}
    </Alert>
  );
}
