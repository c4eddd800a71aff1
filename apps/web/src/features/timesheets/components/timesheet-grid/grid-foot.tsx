import { Table, Text } from '@mantine/core';
import { formatHours } from '@timekeep/shared/domain/hour-entry';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { timesheetTotal } from '@timekeep/shared/domain/timesheet-rules';
import { draftDayTotals, isOverDayLimit } from '../../utils/day-totals';
import { type DraftRow, toRowInputs } from '../../utils/timesheet-draft';
import { cellClasses, dayClass } from './day-classes';
import type { GridDay } from './grid-types';
import classes from './timesheet-grid.module.css';

/** Hours by day and in all. */
export function GridFoot({
  days,
  rows,
  editable,
}: {
  days: readonly GridDay[];
  rows: readonly DraftRow[];
  editable: boolean;
}) {
  const totals = draftDayTotals(rows);
  const grandTotal = timesheetTotal(toRowInputs(rows));
  return (
    <Table.Tfoot>
      <Table.Tr>
        {editable && <Table.Td className={classes.pinnedReorder} />}
        <Table.Th scope="row" className={editable ? classes.pinnedProject : undefined}>
          Day total
        </Table.Th>
        {days.map((day) => {
          const total = totals.get(day.date) ?? 0;
          const over = isOverDayLimit(total);
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
