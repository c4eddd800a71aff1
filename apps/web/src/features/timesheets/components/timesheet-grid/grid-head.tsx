import { Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import dayjs from 'dayjs';
import { memo } from 'react';
import { describeTimeOff } from '../../../../components/timesheet/time-off-words';
import { cellClasses, dayClass, tipAlign } from './day-classes';
import { DayTimeOffMark, timeOffKind } from './day-time-off';
import type { GridDay } from './grid-types';
import classes from './timesheet-grid.module.css';
import { visuallyHidden } from './visually-hidden';

/** The date columns, with the reorder and delete columns around them when the grid is editable. */
export const GridHead = memo(function GridHead({
  days,
  editable,
}: {
  days: readonly GridDay[];
  editable: boolean;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {editable && (
          <Table.Th className={classes.pinnedReorder}>
            <span style={visuallyHidden}>Reorder</span>
          </Table.Th>
        )}
        <Table.Th className={cellClasses(classes.projectCell, editable && classes.pinnedProject)}>
          Project
        </Table.Th>
        {days.map((day, dayIndex) => (
          <Table.Th key={day.date} className={dayClass(day)} scope="col">
            <div className={classes.tipAnchor}>
              <span style={visuallyHidden}>
                {formatDisplayDate(day.date)}
                {day.isHoliday ? `, holiday: ${day.holidayName}` : ''}
                {day.isToday ? ', today' : ''}
                {day.timeOff?.length ? `, time off: ${describeTimeOff(day.timeOff)}` : ''}
              </span>
              <Text size="xs" c="gray.7" aria-hidden>
                {dayjs(day.date).format('ddd')}
              </Text>
              <Text size="sm" fw={day.isToday ? 700 : 500} aria-hidden>
                {dayjs(day.date).format('D')}
              </Text>
              {day.timeOff && <DayTimeOffMark timeOff={day.timeOff} />}
              {(day.isHoliday || timeOffKind(day.timeOff) !== null) && (
                <span
                  className={classes.tip}
                  data-align={tipAlign(dayIndex, days.length)}
                  data-side="below"
                  aria-hidden
                >
                  {[day.holidayName, describeTimeOff(day.timeOff ?? [])].filter(Boolean).join('; ')}
                </span>
              )}
            </div>
          </Table.Th>
        ))}
        <Table.Th className={cellClasses(classes.totalCell, editable && classes.pinnedTotal)}>Total</Table.Th>
        {editable && (
          <Table.Th className={classes.pinnedDelete}>
            <span style={visuallyHidden}>Delete</span>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
});
