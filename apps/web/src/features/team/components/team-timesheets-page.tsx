import { Alert, Group, Stack } from '@mantine/core';
import { isIsoDate, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { fullName } from '@timekeep/shared/domain/person-names';
import { useLocation } from 'react-router';
import { PeriodSelector } from '../../../components/timesheet/period-selector';
import { useTimesheetPeriods } from '../../../lib/lookups/get-timesheet-periods';
import { parsePositiveInteger, useQueryParam } from '../../../lib/use-query-param';
import { useActingFor, useRelatedManagers } from '../api/get-related-managers';
import { useTeamTimesheets, useTeamUtilization } from '../api/get-team-timesheets';
import { useBulkDecisions } from './bulk-decision-controls';
import { ManagerSelector } from './manager-selector';
import { TeamTimesheetsTable } from './team-timesheets-table';
import { TeamUtilizationSummary } from './team-utilization-summary';

const parseIsoDate = (text: string) => (isIsoDate(text) ? text : null);

/** /team/timesheets: every team member's timesheet of a period (`startDate`), as the lead or viewed as another (`approverId`). */
export function TeamTimesheetsPage() {
  const { search } = useLocation();
  const [startDate, setStartDate] = useQueryParam('startDate', parseIsoDate);
  const [approverId, setApproverId] = useQueryParam('approverId', parsePositiveInteger);
  const periods = useTimesheetPeriods();
  const related = useRelatedManagers();
  const timesheets = useTeamTimesheets(startDate, approverId);
  const teamUtilization = useTeamUtilization(startDate, approverId);
  const bulk = useBulkDecisions(timesheets.data);
  const today = todayIso();
  const actingFor = useActingFor();
  const actingForLead = actingFor.data?.find((lead) => lead.id === approverId);
  const viewedAs = related.data?.find((manager) => manager.id === approverId) ?? actingForLead;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PeriodSelector
          period={periodContaining(startDate ?? today)}
          periods={periods.data ?? []}
          today={today}
          onSelect={setStartDate}
        />
        <ManagerSelector value={approverId} onChange={setApproverId} />
      </Group>
      {viewedAs && (
        <Alert color="blue" variant="light" role="status">
          {actingForLead
            ? `Acting for ${fullName(viewedAs)}`
            : `Viewing timesheets for ${fullName(viewedAs)}`}
        </Alert>
      )}
      {bulk.controls}
      <TeamUtilizationSummary team={teamUtilization.data} />
      <TeamTimesheetsTable
        caption={viewedAs ? `Timesheets of ${fullName(viewedAs)}'s team` : "Your team's timesheets"}
        timesheets={timesheets.data}
        isPending={timesheets.isPending}
        isError={timesheets.isError}
        emptyText="No Timesheets Found!"
        search={search}
        withStatus
        selection={bulk.table}
      />
    </Stack>
  );
}
