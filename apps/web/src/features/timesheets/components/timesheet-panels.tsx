import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TimesheetStatusRevision } from '@timekeep/shared/schemas/timesheets';
import dayjs from 'dayjs';
import { statusColor, statusLabel } from '../../../components/timesheet/timesheet-status';
import { useTimesheetHistory } from '../api/get-timesheet-history';

function when(revision: TimesheetStatusRevision): string {
  return dayjs(revision.createdAt).format('MMM D, YYYY h:mm A');
}

/** Comments (revisions with a note) and History (every status change), newest first. */
export function TimesheetPanels({ timesheetId, version }: { timesheetId: number | null; version: number }) {
  const history = useTimesheetHistory(timesheetId, version);
  const revisions = [...(history.data ?? [])].reverse();
  const comments = revisions.filter((revision) => revision.note);
  const loading = history.isLoading;
  return (
    <SimpleGrid cols={2} mt="lg">
      <Paper withBorder p="md" component="section" aria-labelledby="timesheet-comments">
        <Title order={2} size="h4" id="timesheet-comments" mb="sm">
          Comments
        </Title>
        {loading ? (
          <Loader size="sm" />
        ) : comments.length === 0 ? (
          <Text c="gray.7">No comments to display</Text>
        ) : (
          <Stack gap="sm">
            {comments.map((revision) => (
              <div key={revision.id}>
                <Text size="sm">{revision.note}</Text>
                <Text size="xs" c="gray.7">
                  {revision.spudUser.name}, {when(revision)}
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="timesheet-history">
        <Title order={2} size="h4" id="timesheet-history" mb="sm">
          History
        </Title>
        {loading ? (
          <Loader size="sm" />
        ) : history.isError ? (
          <Text c="red">Timesheet history failed to load.</Text>
        ) : revisions.length === 0 ? (
          <Text c="gray.7">No history to display.</Text>
        ) : (
          <Stack gap="xs">
            {revisions.map((revision) => (
              <Group key={revision.id} gap="xs">
                <Badge color={statusColor[revision.status]} variant="light">
                  {statusLabel[revision.status]}
                </Badge>
                <Text size="sm">{revision.spudUser.name}</Text>
                <Text size="xs" c="gray.7">
                  {when(revision)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </SimpleGrid>
  );
}
