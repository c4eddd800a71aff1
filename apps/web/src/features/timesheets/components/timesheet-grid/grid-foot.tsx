import { Table, Text } from '@mantine/core';
import { formatHours, toHundredths } from '@timekeep/shared/domain/hour-entry';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { timeOffRowsTotal, withTimeOffDayTotals } from '@timekeep/shared/domain/time-off-rows';
import { timesheetTotal } from '@timekeep/shared/domain/timesheet-rules';
import type { TimesheetTimeOffRow } from '@timekeep/shared/schemas/timesheets';
import { draftDayTotals, isOverDayLimit } from '../../utils/day-totals';
import { type DraftRow, toRowInputs } from '../../utils/timesheet-draft';
import { cellClasses, dayClass } from './day-classes';
import type { GridDay } from './grid-types';
import classes from './timesheet-grid.module.css';

/**
 * Hours by day and in all, the time-off rows' hours included (issue 39: time off counts in total hours). Only
 * the logged hours can pass the 24 a day a save refuses, so only they raise the flag.
 */
export function GridFoot({
  days,
  rows,
  timeOffRows = [],
  editable,
}: {
  days: readonly GridDay[];
  rows: readonly DraftRow[];
  timeOffRows?: readonly TimesheetTimeOffRow[];
  editable: boolean;
}) {
  const logged = draftDayTotals(rows);
  const totals = withTimeOffDayTotals(logged, timeOffRows);
  const grandTotal =
    (toHundredths(timesheetTotal(toRowInputs(rows))) + toHundredths(timeOffRowsTotal(timeOffRows))) / 100;
  return (
    <Table.Tfoot>
      <Table.Tr>
        {editable && <Table.Td className={classes.pinnedReorder} />}
        <Table.Th scope="row" className={editable ? classes.pinnedProject : undefined}>
          Day total
        </Table.Th>
        {days.map((day) => {
          const total = totals.get(day.date) ?? 0;
          const over = isOverDayLimit(logged.get(day.date) ?? 0);
          return (
            <Table.Td
              key={day.date}
              className={`${classes.totalCell} ${dayClass(day)} ${over ? classes.overLimit : ''}`}
              aria-label={`Total for ${formatDisplayDate(day.date)}${over ? ': more than 24 hours' : ''}`}
              title={over ? 'More than 24 hours on one day: lower one of the rows before saving' : undefined}
            >
              {formatHours(total)}
              {over && <span aria-hidden>!</span>}
            </Table.Td>
          );
        })}
        <Table.Td
          className={cellClasses(classes.totalCell, editable && classes.pinnedTotal)}
          aria-label="Timesheet total"
        >
          <Text fw={700} size="sm">
            {formatHours(grandTotal)}
          </Text>
        </Table.Td>
        {editable && <Table.Td className={classes.pinnedDelete} />}
      </Table.Tr>
    </Table.Tfoot>
  );
}
