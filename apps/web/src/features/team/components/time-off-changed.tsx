import { Alert, Group, Text } from '@mantine/core';
import { IconCalendarExclamation } from '@tabler/icons-react';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { TIME_OFF_CHANGED_MARK } from '@timekeep/shared/domain/time-off-rows';
import classes from './team-tables.module.css';

/** The date part of an ISO timestamp, as the app shows dates. */
function changedOn(at: string): string {
  return formatDisplayDate(at.slice(0, 10));
}

/** Under a member's name in the team lists: approved time off changed after the timesheet was submitted. */
export function TimeOffChangedNote({ at }: { at: string | null }) {
  if (at === null) return null;
  return (
    <Group gap={4} wrap="nowrap" className={classes.timeOffChanged} title={`Changed on ${changedOn(at)}`}>
      <IconCalendarExclamation size={14} aria-hidden />
      <Text span size="xs">
        {TIME_OFF_CHANGED_MARK}
      </Text>
    </Group>
  );
}

/** Above a team member's timesheet: the mark, when, and that the time-off rows show the time off as it is now. */
export function TimeOffChangedAlert({ at }: { at: string | null }) {
  if (at === null) return null;
  return (
    <Alert
      color="orange"
      title={TIME_OFF_CHANGED_MARK}
      icon={<IconCalendarExclamation aria-hidden />}
      classNames={{ title: classes.warningTitle }}
    >
      Approved time off on this timesheet's days changed on {changedOn(at)}, after it was submitted. The
      time-off rows show it as it is now; the mark goes at the timesheet's next change of status.
    </Alert>
  );
}
