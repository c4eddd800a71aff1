import { Group, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatHours } from '@timekeep/shared/domain/hour-entry';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { timeOffRowTotal } from '@timekeep/shared/domain/time-off-rows';
import type { TimesheetTimeOffRow } from '@timekeep/shared/schemas/timesheets';
import { cellClasses, dayClass } from './day-classes';
import type { GridDay } from './grid-types';
import classes from './timesheet-grid.module.css';

/** What a time-off row is called in the grid: 'PTO (time off)'. */
export function timeOffRowLabel(row: Pick<TimesheetTimeOffRow, 'label'>): string {
  return `${row.label} (time off)`;
}

const LOCK_TEXT = 'Locked: approved time off, changed on the Time Off page';

/**
 * The owner's approved time off as locked rows (issue 39), one per leave type, after the project rows: hours
 * as text, no inputs, so the grid's keyboard stop and arrows pass them by; a save never sends them. In the
 * editable grid they fill its reorder, project, total and delete columns; read-only, its heading and total.
 */
export function TimeOffRows({
  rows,
  days,
  editable,
}: {
  rows: readonly TimesheetTimeOffRow[];
  days: readonly GridDay[];
  editable: boolean;
}) {
  if (rows.length === 0) return null;
  return (
    <Table.Tbody aria-label="Time off">
      {rows.map((row) => {
        const label = timeOffRowLabel(row);
        const hoursOn = new Map(row.entries.map((entry) => [entry.date, entry.hours]));
        return (
          <Table.Tr key={row.reason} data-time-off-row={row.reason} className={classes.timeOffRow}>
            {editable && (
              <Table.Td className={classes.pinnedReorder}>
                <Group justify="center">
                  <IconLock size={16} role="img" aria-label={LOCK_TEXT} title={LOCK_TEXT} />
                </Group>
              </Table.Td>
            )}
            <Table.Th
              scope="row"
              fw={400}
              className={
                editable
                  ? cellClasses(classes.projectCell, classes.pinnedProject)
                  : classes.readOnlyProjectCell
              }
            >
              <Group gap={6} wrap="nowrap" px={editable ? 8 : 0}>
                {!editable && <IconLock size={14} role="img" aria-label={LOCK_TEXT} title={LOCK_TEXT} />}
                <Text size="sm">{label}</Text>
              </Group>
            </Table.Th>
            {days.map((day) => {
              const hours = hoursOn.get(day.date);
              return (
                <Table.Td
                  key={day.date}
                  className={`${dayClass(day)} ${classes.timeOffHours}`}
                  aria-label={
                    hours === undefined
                      ? undefined
                      : `${label} on ${formatDisplayDate(day.date)}: ${formatHours(hours)} hours`
                  }
                >
                  {hours === undefined ? '' : formatHours(hours)}
                </Table.Td>
              );
            })}
            <Table.Td
              className={cellClasses(classes.totalCell, editable && classes.pinnedTotal)}
              aria-label={`Total for ${label}`}
            >
              {formatHours(timeOffRowTotal(row))}
            </Table.Td>
            {editable && <Table.Td className={classes.pinnedDelete} />}
          </Table.Tr>
        );
      })}
    </Table.Tbody>
  );
}
