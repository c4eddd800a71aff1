import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import type { TimesheetPeriod } from '@timekeep/shared/schemas/calendar';
import { useState } from 'react';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { toast } from '../../../lib/toasts';
import { useSendReminders } from '../api/send-reminders';

/** Periods offered for reminders: the current one and the ones before it, newest first. */
const PERIODS_OFFERED = 12;

/** What a run did, in words: how many were reminded, or why nobody was. */
export function remindedText(reminded: number, range: string): string {
  if (reminded === 0) {
    return `Nobody was reminded: everyone expected has submitted the timesheet for ${range}, or was reminded of it today.`;
  }
  return `Reminded ${reminded} ${reminded === 1 ? 'person' : 'people'} to submit their timesheet for ${range}.`;
}

/**
 * Reminds now everyone yet to submit a period, as the schedule does on a period's last working day and the day
 * after it; the way to remind a past period while the server runs (`npm run reminders` cannot open the embedded
 * database then). Nobody is reminded twice of a period on one day.
 */
export function RemindersForm({ periods, today }: { periods: readonly TimesheetPeriod[]; today: string }) {
  const offered = periods
    .filter((period) => period.startDate <= today)
    .slice(-PERIODS_OFFERED)
    .reverse();
  const lastEnded = offered.find((period) => period.endDate < today) ?? offered[0];
  const [chosen, setChosen] = useState<string | null>(null);
  const period = offered.find((candidate) => candidate.startDate === chosen) ?? lastEnded;
  const send = useSendReminders();
  if (!period) return null;
  const range = formatDateRange(period.startDate, period.endDate);

  return (
    <Stack gap="xs" maw={640}>
      <Title order={2} size="h4">
        Timesheet Reminders
      </Title>
      <Text size="sm">
        Everyone yet to submit a period's timesheet is reminded on its last working day and on the working day
        after it, in the app and by email. Remind them now for a period:
      </Text>
      <Group align="flex-end">
        <Select
          label="Period"
          data={offered.map((candidate) => ({
            value: candidate.startDate,
            label: `${formatDateRange(candidate.startDate, candidate.endDate)}${candidate.current ? ' (current)' : ''}`,
          }))}
          value={period.startDate}
          onChange={setChosen}
          allowDeselect={false}
          w={300}
        />
        <ConfirmedAction
          label="Send Reminders"
          title="Send Reminders"
          message={`Remind everyone yet to submit their timesheet for ${range}? People already reminded of it today are not reminded again.`}
          confirmLabel="Send Reminders"
          buttonProps={{ variant: 'filled', size: 'sm' }}
          action={() =>
            send
              .mutateAsync(period.startDate)
              .then(({ reminded }) => toast.success({ message: remindedText(reminded, range) }))
          }
        />
      </Group>
    </Stack>
  );
}
