import { ActionIcon, Group, Popover, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconMessageCircleFilled } from '@tabler/icons-react';
import { formatHours, parseHoursInput } from '@timekeep/shared/domain/hour-entry';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { Timesheet, TimesheetChange } from '@timekeep/shared/schemas/timesheets';
import { lazy, Suspense, useMemo } from 'react';
import { changeOnDay, changesToReview } from '../../../components/timesheet/sent-back-changes';
import { type DraftEntry, rowsFromServer } from '../utils/timesheet-draft';
import { useGridDays } from '../utils/use-grid-days';
import { ChosenProject } from './timesheet-grid/chosen-project';
import { dayClass } from './timesheet-grid/day-classes';
import { GridLegend } from './timesheet-grid/day-time-off';
import { GridFoot } from './timesheet-grid/grid-foot';
import { GridHead } from './timesheet-grid/grid-head';
import { rowHours, rowLabel } from './timesheet-grid/grid-row';
import { OverBudgetBadge } from './timesheet-grid/over-budget-badge';
import classes from './timesheet-grid/timesheet-grid.module.css';

/**
 * Approved time off's locked rows load apart from the first load of /timesheets (held to 200 kB): most periods
 * have none, and a period that has them shows them once the small chunk is there.
 */
const TimeOffRows = lazy(() =>
  import('./timesheet-grid/time-off-rows').then((module) => ({ default: module.TimeOffRows })),
);

/**
 * A timesheet as its reviewer reads it: the same columns and totals as the employee's grid, hours as text,
 * and each note behind a bubble that opens it.
 */
export function ReadOnlyTimesheetGrid({ timesheet }: { timesheet: Timesheet }) {
  const days = useGridDays(timesheet);
  const rows = useMemo(() => rowsFromServer(timesheet), [timesheet]);
  const changes = changesToReview(timesheet)?.changes ?? [];
  return (
    <Stack gap={4}>
      <Table.ScrollContainer minWidth={1100}>
        <Table
          withTableBorder
          withColumnBorders
          verticalSpacing={4}
          horizontalSpacing={4}
          aria-label="Timesheet"
        >
          <GridHead days={days} editable={false} />
          <Table.Tbody>
            {rows.length === 0 && timesheet.timeOffRows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={days.length + 2}>
                  <Text c="gray.7" ta="center" py="md">
                    No time logged in this period.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row, index) => {
              const label = rowLabel(row, index);
              const budget = timesheet.timesheetRows[index]?.budget;
              return (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" className={classes.readOnlyProjectCell} fw={400} title={label}>
                    <div
                      className={classes.projectWithBudget}
                      data-over-budget={budget?.overBudget || undefined}
                    >
                      <VisuallyHidden>{label}</VisuallyHidden>
                      <ChosenProject row={row} />
                      <OverBudgetBadge budget={budget} className={classes.overBudget} />
                    </div>
                  </Table.Th>
                  {days.map((day) => (
                    <Table.Td key={day.date} className={dayClass(day)}>
                      <ReadOnlyEntry
                        entry={row.entries[day.date]}
                        label={`${label} on ${formatDisplayDate(day.date)}`}
                        change={changeOnDay(changes, row, day.date)}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td className={classes.totalCell} aria-label={`Total for ${label}`}>
                    {formatHours(rowHours(row))}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Suspense fallback={null}>
            <TimeOffRows rows={timesheet.timeOffRows} days={days} editable={false} />
          </Suspense>
          <GridFoot days={days} rows={rows} timeOffRows={timesheet.timeOffRows} editable={false} />
        </Table>
      </Table.ScrollContainer>
      <GridLegend timeOff={timesheet.timeOff} changed={changes.length > 0} />
    </Stack>
  );
}

/** How a day changed since the timesheet was sent back, for the cell's hidden text and tip. */
function describeChange(change: TimesheetChange): string {
  const hours =
    change.hoursBefore === change.hoursAfter
      ? ''
      : ` hours were ${change.hoursBefore === null ? 'none' : formatHours(change.hoursBefore)}`;
  const note = change.noteBefore === change.noteAfter ? '' : `${hours ? ';' : ''} note changed`;
  return `Changed since it was sent back:${hours}${note}`;
}

function ReadOnlyEntry({
  entry,
  label,
  change,
}: {
  entry: DraftEntry | undefined;
  label: string;
  change: TimesheetChange | undefined;
}) {
  const hours = parseHoursInput(entry?.hours ?? '');
  const note = entry?.note.trim() ?? '';
  return (
    <Group
      gap={2}
      wrap="nowrap"
      justify="center"
      className={classes.readOnlyEntry}
      data-changed={change ? true : undefined}
      title={change ? describeChange(change) : undefined}
    >
      {change && <VisuallyHidden>{describeChange(change)}</VisuallyHidden>}
      <Text size="sm">{hours > 0 ? formatHours(hours) : ''}</Text>
      {note && (
        <Popover width={260} position="bottom" withArrow shadow="md">
          <Popover.Target>
            <ActionIcon size="xs" variant="subtle" aria-label={`Read note for ${label}`}>
              <IconMessageCircleFilled size={14} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="xs" c="gray.7">
              {label}
            </Text>
            <Text size="sm">{note}</Text>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
