import { Stack, Title } from '@mantine/core';
import { useErrorToast } from '../../../lib/toasts';
import { usePendingTeamTimesheets } from '../api/get-pending-team-timesheets';
import { useTeamTimeOff } from '../api/get-team-time-off';
import { ActingForPending } from './acting-for-pending';
import { useBulkDecisions } from './bulk-decision-controls';
import { PendingTimeOffTable } from './pending-time-off-table';
import { TeamTimesheetsTable } from './team-timesheets-table';

/**
 * /team/pending: what waits for the lead, timesheets of every period and time-off requests; then, for each lead
 * they stand in for today, what waits for that lead.
 */
export function PendingPage() {
  const timesheets = usePendingTeamTimesheets();
  const requests = useTeamTimeOff({ status: 'pending' });
  const bulk = useBulkDecisions(timesheets.data);
  useErrorToast(requests.isError, {
    title: 'Team PTO Fetch Failed',
    message: 'Failed to fetch pto requests for your team! Please retry shortly or refresh the page.',
  });
  return (
    <Stack gap="xl">
      <section aria-labelledby="pending-timesheets">
        <Title order={2} size="h3" id="pending-timesheets" mb="xs">
          Pending Timesheets
        </Title>
        <Stack gap="sm">
          {bulk.controls}
          <TeamTimesheetsTable
            caption="Timesheets waiting for your approval, oldest period first"
            timesheets={timesheets.data}
            isPending={timesheets.isPending}
            isError={timesheets.isError}
            emptyText="No pending timesheets"
            search=""
            withPeriod
            selection={bulk.table}
          />
        </Stack>
      </section>
      <section aria-labelledby="pending-time-off">
        <Title order={2} size="h3" id="pending-time-off" mb="xs">
          Pending Time Off Requests
        </Title>
        <PendingTimeOffTable
          requests={requests.data}
          isPending={requests.isPending}
          isError={requests.isError}
        />
      </section>
      <ActingForPending />
    </Stack>
  );
}
