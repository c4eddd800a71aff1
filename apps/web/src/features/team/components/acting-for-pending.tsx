import { Stack, Title } from '@mantine/core';
import type { RelatedManager } from '@timekeep/shared/schemas/team';
import { usePendingTeamTimesheets } from '../api/get-pending-team-timesheets';
import { useActingFor } from '../api/get-related-managers';
import { useTeamTimeOff } from '../api/get-team-time-off';
import { useBulkDecisions } from './bulk-decision-controls';
import { PendingTimeOffTable } from './pending-time-off-table';
import { TeamTimesheetsTable } from './team-timesheets-table';

/**
 * On /team/pending, beside the caller's own lists: what waits for each lead they stand in for today, as
 * 'Acting for {first name} {last name}' (issue 38). Nothing while they stand in for nobody.
 */
export function ActingForPending() {
  const actingFor = useActingFor();
  return (actingFor.data ?? []).map((lead) => <ActingForLead key={lead.id} lead={lead} />);
}

function ActingForLead({ lead }: { lead: RelatedManager }) {
  const timesheets = usePendingTeamTimesheets(lead.id);
  const requests = useTeamTimeOff({ status: 'pending', managerId: lead.id });
  const bulk = useBulkDecisions(timesheets.data);
  const headingId = `acting-for-${lead.id}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        Acting for {lead.firstName} {lead.lastName}
      </Title>
      <Stack gap="md">
        {bulk.controls}
        <TeamTimesheetsTable
          caption={`Timesheets waiting for ${lead.name}'s approval, oldest period first`}
          timesheets={timesheets.data}
          isPending={timesheets.isPending}
          isError={timesheets.isError}
          emptyText="No pending timesheets"
          search=""
          withPeriod
          selection={bulk.table}
        />
        <PendingTimeOffTable
          caption={`Time off requests waiting for ${lead.name}'s answer`}
          requests={requests.data}
          isPending={requests.isPending}
          isError={requests.isError}
        />
      </Stack>
    </section>
  );
}
