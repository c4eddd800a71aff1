import { Alert, Button, Group, Loader, Table, Tabs, Text, Title } from '@mantine/core';
import { isIsoDate, todayIso } from '@timekeep/shared/domain/periods';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundView } from '../../../components/layout/not-found-view';
import { PeriodClosedAlert } from '../../../components/timesheet/period-closed-alert';
import { PeriodSelector } from '../../../components/timesheet/period-selector';
import { panelRevisions, revisionTime } from '../../../components/timesheet/revisions';
import { statusLabel } from '../../../components/timesheet/timesheet-status';
import { TimesheetStatusBadge } from '../../../components/timesheet/timesheet-status-badge';
import { TimesheetTotals } from '../../../components/timesheet/timesheet-totals';
import { BackLink } from '../../../components/ui/back-link';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { ApiError } from '../../../lib/api-client';
import { useTimesheetPeriods } from '../../../lib/lookups/get-timesheet-periods';
import { paths } from '../../../lib/paths';
import { useUserTimesheet } from '../api/get-user-timesheet';
import { useUserTimesheetHistory } from '../api/get-user-timesheet-history';

export interface UserTimesheetPageProps {
  /** The timesheet itself, read-only: the timesheets feature's grid. */
  renderGrid: (timesheet: Timesheet) => ReactNode;
}

/** The person in `/admin/users/{userId}/timesheets`, or null when the segment is not an id. */
function userIdOf(segment: string | undefined): number | null {
  const id = Number(segment);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** One person's timesheet as an admin reads it: any period, nothing to change, comments and history. */
export function UserTimesheetPage({ renderGrid }: UserTimesheetPageProps) {
  const userId = userIdOf(useParams().userId);
  if (userId === null) return <NotFoundView />;
  return <UserTimesheet userId={userId} renderGrid={renderGrid} />;
}

function UserTimesheet({ userId, renderGrid }: UserTimesheetPageProps & { userId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('startDate');
  const startDate = asked && isIsoDate(asked) ? asked : null;
  const timesheet = useUserTimesheet(userId, startDate);
  const periods = useTimesheetPeriods();
  const today = todayIso();

  const backToUsers = <BackLink to={paths.admin.users()}>Back to Users</BackLink>;

  if (timesheet.isError) {
    const missing = timesheet.error instanceof ApiError && timesheet.error.status === 404;
    return (
      <>
        {backToUsers}
        <Alert color="red" mt="md" title={missing ? 'Timesheet not found.' : 'Timesheet failed to load.'}>
          {missing ? (
            startDate && (
              <Button mt="sm" variant="light" onClick={() => setSearchParams({})}>
                Current Timesheet
              </Button>
            )
          ) : (
            <Button mt="sm" variant="light" onClick={() => void timesheet.refetch()}>
              Try again
            </Button>
          )}
        </Alert>
      </>
    );
  }
  if (!timesheet.data) return <CenteredLoader />;

  const sheet = timesheet.data;
  return (
    <>
      {backToUsers}
      <Title order={2} size="h3" mt="xs" mb="sm">
        Viewing Timesheet for {sheet.employee}
      </Title>
      <Group justify="space-between" mb="sm">
        <Group gap="md">
          <PeriodSelector
            period={sheet.timesheetPeriod}
            periods={periods.data ?? []}
            today={today}
            onSelect={(date) =>
              setSearchParams(date ? { startDate: date } : {}, { preventScrollReset: true })
            }
          />
          <TimesheetStatusBadge status={sheet.status} named />
          {timesheet.isFetching && <Loader size="xs" aria-label="Loading the timesheet" />}
        </Group>
        <TimesheetTotals timesheet={sheet} />
      </Group>
      <PeriodClosedAlert timesheet={sheet} mb="sm" />
      {renderGrid(sheet)}
      <TimesheetNotes userId={userId} timesheet={sheet} />
    </>
  );
}

/** The tabs under the grid: Comments (revisions with a note) and History (every status change), newest first. */
function TimesheetNotes({ userId, timesheet }: { userId: number; timesheet: Timesheet }) {
  const history = useUserTimesheetHistory(userId, timesheet);
  const { history: revisions, comments } = panelRevisions(history.data);
  const state = (empty: string, count: number) =>
    history.isLoading ? (
      <Loader size="sm" aria-label="Loading the history" />
    ) : history.isError ? (
      <Text c="red.9">Timesheet history failed to load.</Text>
    ) : count === 0 ? (
      <Text c="gray.7">{empty}</Text>
    ) : null;

  return (
    <Tabs defaultValue="comments" mt="lg">
      <Tabs.List>
        <Tabs.Tab value="comments">Comments</Tabs.Tab>
        <Tabs.Tab value="history">History</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="comments" pt="sm">
        {state('No comments to display', comments.length) ?? (
          <Table aria-label="Comments" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Comment</Table.Th>
                <Table.Th scope="col">From</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">When</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {comments.map((revision) => (
                <Table.Tr key={revision.id}>
                  <Table.Td>{revision.note}</Table.Td>
                  <Table.Td>{revision.spudUser.name}</Table.Td>
                  <Table.Td>{statusLabel[revision.status]}</Table.Td>
                  <Table.Td>{revisionTime(revision)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="history" pt="sm">
        {state('No history to display.', revisions.length) ?? (
          <Table aria-label="History" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">By</Table.Th>
                <Table.Th scope="col">When</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {revisions.map((revision) => (
                <Table.Tr key={revision.id}>
                  <Table.Td>
                    <TimesheetStatusBadge status={revision.status} />
                  </Table.Td>
                  <Table.Td>{revision.spudUser.name}</Table.Td>
                  <Table.Td>{revisionTime(revision)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
