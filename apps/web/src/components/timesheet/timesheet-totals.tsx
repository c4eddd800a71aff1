import { Group, Paper, Text } from '@mantine/core';
import { timeOffHoursOf } from '@timekeep/shared/domain/capacity';
import { formatHours } from '@timekeep/shared/domain/hour-entry';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';

type TimesheetFigures = Pick<Timesheet, 'hoursTotal' | 'capacity' | 'hoursBillable' | 'utilization'> &
  Partial<Pick<Timesheet, 'timeOff'>>;

/**
 * A timesheet's figures: hours with two decimals, utilization as a whole percent (spec section 9), and the
 * period's time off when there is any (capacity leaves the approved out).
 */
export function TimesheetTotals({ timesheet }: { timesheet: TimesheetFigures }) {
  const timeOff = timesheet.timeOff ?? [];
  const approved = timeOffHoursOf(timeOff, 'approved');
  const pending = timeOffHoursOf(timeOff, 'pending');
  return (
    <Paper px="md" py={6} withBorder>
      <Group gap="lg">
        <Text size="sm">Total hours: {formatHours(timesheet.hoursTotal)}</Text>
        <Text size="sm">Capacity: {formatHours(timesheet.capacity)}</Text>
        <Text size="sm">Billable: {formatHours(timesheet.hoursBillable)}</Text>
        <Text size="sm">Utilization: {Math.round(timesheet.utilization * 100)}%</Text>
        {approved > 0 && <Text size="sm">Time off: {formatHours(approved)}</Text>}
        {pending > 0 && <Text size="sm">Pending time off: {formatHours(pending)}</Text>}
      </Group>
    </Paper>
  );
}
