import { Box, Group, Text } from '@mantine/core';
import { formatHours, toHundredths } from '@timekeep/shared/domain/hour-entry';
import type { TimesheetTimeOffDay } from '@timekeep/shared/schemas/timesheets';
import classes from './timesheet-grid.module.css';

/**
 * The day's kind of time off for its column's look: approved wins over pending (a day holds one request, as
 * requests never overlap; both only if data came in otherwise).
 */
export function timeOffKind(
  timeOff: readonly TimesheetTimeOffDay[] | undefined,
): 'approved' | 'pending' | null {
  if (!timeOff || timeOff.length === 0) return null;
  return timeOff.some((day) => day.status === 'approved') ? 'approved' : 'pending';
}

/** The hours off under a day's date in the grid's head; its words are in the header's hidden text and tip. */
export function DayTimeOffMark({ timeOff }: { timeOff: readonly TimesheetTimeOffDay[] }) {
  const kind = timeOffKind(timeOff);
  if (kind === null) return null;
  const hours = timeOff.reduce((sum, day) => sum + toHundredths(day.hours), 0) / 100;
  return (
    <span className={classes.timeOffMark} data-kind={kind} aria-hidden>
      {formatHours(hours)} off
    </span>
  );
}

const legend = [
  { kind: 'approved', label: 'Approved time off' },
  { kind: 'pending', label: 'Time off waiting for approval' },
  { kind: 'changed', label: 'Changed since it was sent back' },
] as const;

/** What the marks of the grid's days mean, under a grid that shows any: time off, and days changed since sent back. */
export function GridLegend({
  timeOff,
  changed,
}: {
  timeOff: readonly TimesheetTimeOffDay[];
  changed: boolean;
}) {
  const shown = legend.filter(({ kind }) =>
    kind === 'changed' ? changed : timeOff.some((day) => day.status === kind),
  );
  if (shown.length === 0) return null;
  return (
    <Group gap="md" component="ul" aria-label="Legend" className={classes.legend}>
      {shown.map(({ kind, label }) => (
        <Group key={kind} gap={6} component="li">
          <Box className={classes.swatch} data-kind={kind} aria-hidden />
          <Text size="sm">{label}</Text>
        </Group>
      ))}
    </Group>
  );
}
