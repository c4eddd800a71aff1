import { Group, Paper, Text } from '@mantine/core';
import { formatHours } from '@timekeep/shared/domain/hour-entry';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';

type TimesheetFigures = Pick<Timesheet, 'hoursTotal' | 'capacity' | 'hoursBillable' | 'utilization'>;

/** A timesheet's figures: hours with two decimals, utilization as a whole percent (spec section 9). */
export function TimesheetTotals({ timesheet }: { timesheet: TimesheetFigures }) {
  return (
    <Paper px="md" py={6} withBorder>
      <Group gap="lg">
        <Text size="sm">Total hours: {formatHours(timesheet.hoursTotal)}</Text>
        <Text size="sm">Capacity: {formatHours(timesheet.capacity)}</Text>
        <Text size="sm">Billable: {formatHours(timesheet.hoursBillable)}</Text>
        <Text size="sm">Utilization: {Math.round(timesheet.utilization * 100)}%</Text>
      </Group>
    </Paper>
  );
}
