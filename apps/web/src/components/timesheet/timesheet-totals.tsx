import { Group, Paper, Text } from '@mantine/core';
import { formatHours } from '@timekeep/shared/domain/hour-entry';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';

type TimesheetFigures = Pick<Timesheet, 'hoursTotal' | 'capacity' | 'hoursBillable' | 'utilization'>;

/** A timesheet's figures: hours with two decimals, utilization as a whole percent (spec section 9). */
export function TimesheetTotals({
  timesheet,
  billableAsSaved = false,
}: {
  timesheet: TimesheetFigures;
  /** The total is the grid's as it stands, while billable hours and utilization wait for the next save. */
  billableAsSaved?: boolean;
}) {
  return (
    <Paper px="md" py={6} withBorder>
      <Group gap="lg">
        <Text size="sm">Total hours: {formatHours(timesheet.hoursTotal)}</Text>
        <Text size="sm">Capacity: {formatHours(timesheet.capacity)}</Text>
        <Text size="sm">Billable: {formatHours(timesheet.hoursBillable)}</Text>
        <Text size="sm">Utilization: {Math.round(timesheet.utilization * 100)}%</Text>
        {billableAsSaved && (
          <Text size="xs" c="gray.7">
            Billable and utilization as of the last save
          </Text>
        )}
      </Group>
    </Paper>
  );
}
