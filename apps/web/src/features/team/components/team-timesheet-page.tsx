import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatHours } from '@timekeep/shared/domain/hour-entry';
import { OWN_CHANGES_ON_BEHALF_MESSAGE } from '@timekeep/shared/domain/timesheet-rules';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PeriodClosedAlert } from '../../../components/timesheet/period-closed-alert';
import { teamPeriodRange } from '../../../components/timesheet/period-label';
import { changesToReview } from '../../../components/timesheet/sent-back-changes';
import { TimesheetPanels } from '../../../components/timesheet/timesheet-panels';
import { TimesheetStatusBadge } from '../../../components/timesheet/timesheet-status-badge';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toasts';
import { useDecideTeamTimesheet } from '../api/decide-team-timesheet';
import { useTeamTimesheet } from '../api/get-team-timesheet';
import { useTeamTimesheetHistory } from '../api/get-team-timesheet-history';
import { useSubmitTeamTimesheet } from '../api/submit-team-timesheet';
import { destinationAfter, type TeamTimesheetAction } from '../utils/after-action';
import { ChangesSinceSentBack } from './changes-since-sent-back';
import { HoursOnTimeOff, TimeOffFigures } from './hours-on-time-off';
import { utilizationLabel } from './team-timesheets-table';
import { TimeOffChangedAlert } from './time-off-changed';
import { type ActionFailure, TimesheetActionDialog } from './timesheet-action-dialog';

export interface TeamTimesheetPageProps {
  /** The timesheet's grid, read-only (the timesheets feature draws it). */
  renderGrid: (timesheet: Timesheet) => ReactNode;
}

/** Which permission of the server opens each action, in the order the buttons stand. */
const actions: { action: TeamTimesheetAction; permission: keyof Timesheet['permissions']; label: string }[] =
  [
    { action: 'submit', permission: 'submitOnBehalf', label: 'Submit On Behalf' },
    { action: 'unapprove', permission: 'unapprove', label: 'Unapprove' },
    { action: 'reject', permission: 'reject', label: 'Reject' },
    { action: 'approve', permission: 'approve', label: 'Approve' },
  ];

const succeeded: Record<TeamTimesheetAction, { title: string; message: string }> = {
  submit: { title: 'Timesheet Submitted', message: 'Timesheet was submitted successfully!' },
  approve: { title: 'Timesheet Approved', message: 'Timesheet was approved successfully!' },
  reject: { title: 'Timesheet Rejected', message: 'Timesheet was rejected successfully!' },
  unapprove: { title: 'Timesheet Unapproved', message: 'Timesheet was unapproved successfully!' },
};

/** Spec section 8: the toast of each failure, and the name of the error raised. */
const failed: Record<TeamTimesheetAction, { title: string; message: string; error: string }> = {
  submit: {
    title: 'Submit Failed',
    message: 'Failed to submit! Please retry shortly or refresh the page.',
    error: 'Submit timesheet failed',
  },
  approve: {
    title: 'Approval Failed',
    message: 'Failed to approve! Please retry shortly or refresh the page.',
    error: 'Approve timesheet failed',
  },
  reject: {
    title: 'Reject Failed',
    message: 'Failed to reject! Please retry shortly or refresh the page.',
    error: 'Reject timesheet failed.',
  },
  unapprove: {
    title: 'Update Failed',
    message: 'Failed to update! Please retry shortly or refresh the page.',
    error: 'Unapprove timesheet failed.',
  },
};

export const ACTED_FIRST_MESSAGE =
  'Someone else acted on this timesheet first. It has been reloaded with their change: check it, then try again.';

function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** The server's own words when it refused with a reason (a 4xx code), otherwise the generic failure. */
function explanation(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code && error.status < 500 ? error.message : fallback;
}

function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

/** /team/timesheets/{id}: a team member's timesheet, read-only, with the lead's actions the server allows. */
export function TeamTimesheetPage({ renderGrid }: TeamTimesheetPageProps) {
  const { timesheetId } = useParams();
  const id = Number(timesheetId);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <TeamTimesheet key={id} timesheetId={id} renderGrid={renderGrid} />;
}

function NotFound() {
  return (
    <Text ta="center" py="xl" fw={500}>
      Timesheet not found.
    </Text>
  );
}

function TeamTimesheet({ timesheetId, renderGrid }: TeamTimesheetPageProps & { timesheetId: number }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = useTeamTimesheet(timesheetId);
  const history = useTeamTimesheetHistory(timesheetId);
  const decide = useDecideTeamTimesheet();
  const submit = useSubmitTeamTimesheet();
  const [open, setOpen] = useState<TeamTimesheetAction | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const back = destinationAfter('approve', search);

  if (query.isError && isMissing(query.error)) return <NotFound />;
  if (query.isError) {
    return (
      <Alert color="red" title="Timesheet failed to load.">
        <Button mt="sm" variant="light" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const timesheet = query.data;
  if (!timesheet) return <CenteredLoader />;

  const range = teamPeriodRange(timesheet.timesheetPeriod);
  const status = timesheet.status;
  const permitted = actions.filter(({ permission }) => timesheet.permissions[permission]);
  const sentBack = changesToReview(timesheet);

  const openDialog = (action: TeamTimesheetAction) => {
    setFailure(null);
    setOpen(action);
  };

  const run = async (action: TeamTimesheetAction, note: string) => {
    setFailure(null);
    try {
      if (action === 'submit') await submit.mutateAsync(timesheet);
      else await decide.mutateAsync({ timesheetId, decision: action, version: timesheet.version, note });
    } catch (error) {
      const texts = failed[action];
      const conflict = isConflict(error);
      toast.error({ title: texts.title, message: conflict ? ACTED_FIRST_MESSAGE : texts.message });
      setFailure({
        title: texts.error,
        message: conflict ? ACTED_FIRST_MESSAGE : explanation(error, texts.message),
      });
      return;
    }
    toast.success(succeeded[action]);
    setOpen(null);
    navigate(destinationAfter(action, search), { state: { focusMain: true } });
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={back} size="sm">
        {back.startsWith(paths.team.pending()) ? 'Back to Pending' : 'Back to Team Timesheets'}
      </Anchor>
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={2} size="h3">
            {timesheet.employee}: {range}
          </Title>
          <TimesheetStatusBadge status={status} named />
        </Group>
        <Group gap="sm">
          {permitted.map(({ action, label }) => (
            <Button
              key={action}
              variant={action === 'approve' || action === 'submit' ? 'filled' : 'outline'}
              color={action === 'reject' || action === 'unapprove' ? 'red' : undefined}
              onClick={() => openDialog(action)}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Group>
      {timesheet.permissions.reject && !timesheet.permissions.approve && (
        <Alert color="blue" title="Another lead approves this one">
          {OWN_CHANGES_ON_BEHALF_MESSAGE}
        </Alert>
      )}
      <Paper px="md" py={6} withBorder>
        <Group gap="lg">
          <Text size="sm">Total Hours: {formatHours(timesheet.hoursTotal)}</Text>
          <Text size="sm">Capacity: {formatHours(timesheet.capacity)}</Text>
          <Text size="sm">Billable Hours: {formatHours(timesheet.hoursBillable)}</Text>
          <Text size="sm">Utilization: {utilizationLabel(timesheet.utilization)}</Text>
          <TimeOffFigures timeOff={timesheet.timeOff} />
        </Group>
      </Paper>
      <TimeOffChangedAlert at={timesheet.timeOffChangedAt} />
      <HoursOnTimeOff timesheet={timesheet} />
      {sentBack && <ChangesSinceSentBack sentBack={sentBack} />}
      <PeriodClosedAlert timesheet={timesheet} />
      {renderGrid(timesheet)}
      <TimesheetPanels revisions={history.data} loading={history.isLoading} failed={history.isError} />
      <TimesheetActionDialog
        action={open}
        employee={timesheet.employee}
        range={range}
        permitted={
          open !== null &&
          actions.some((item) => item.action === open && timesheet.permissions[item.permission])
        }
        busy={decide.isPending || submit.isPending}
        failure={failure}
        onConfirm={(note) => open && void run(open, note)}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
