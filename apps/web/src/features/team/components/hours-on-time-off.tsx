import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { daysLoggedOnTimeOff, timeOffHoursOf } from '@timekeep/shared/domain/capacity';
import { formatHours } from '@timekeep/shared/domain/hour-entry';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { dayTotals } from '@timekeep/shared/domain/timesheet-rules';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { describeTimeOff } from '../../../components/timesheet/time-off-words';
import classes from './team-tables.module.css';

/** The period's time off beside the figures: approved (what capacity leaves out) and waiting for approval. */
export function TimeOffFigures({ timeOff }: { timeOff: Timesheet['timeOff'] }) {
  const pending = timeOffHoursOf(timeOff, 'pending');
  return (
    <>
      <Text size="sm">Time Off: {formatHours(timeOffHoursOf(timeOff, 'approved'))}</Text>
      {pending > 0 && <Text size="sm">Pending Time Off: {formatHours(pending)}</Text>}
    </>
  );
}

/**
 * Days on which the employee logged more than their time off leaves of a working day, said before the lead
 * approves: 8 hours logged on a day of approved PTO is either a mistake in the timesheet or in the request.
 */
export function HoursOnTimeOff({ timesheet }: { timesheet: Timesheet }) {
  const days = daysLoggedOnTimeOff(dayTotals(timesheet.timesheetRows), timesheet.timeOff);
  if (days.length === 0) return null;
  return (
    <Alert
      color="orange"
      title="Hours logged on days off"
      icon={<IconAlertTriangle aria-hidden />}
      classNames={{ title: classes.warningTitle }}
    >
      <List size="sm" spacing={2}>
        {days.map((day) => (
          <List.Item key={day.date}>
            {formatDisplayDate(day.date)}: {formatHours(day.logged)} h logged, time off{' '}
            {describeTimeOff(day.timeOff)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
