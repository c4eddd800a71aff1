import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TimesheetStatusRevision } from '@timekeep/shared/schemas/timesheets';
import { memo } from 'react';
import { panelRevisions, revisionTime } from './revisions';
import { statusLabel } from './timesheet-status';
import { TimesheetStatusBadge } from './timesheet-status-badge';

interface TimesheetPanelsProps {
  /** The status revisions, oldest first, as the history call answers them. */
  revisions: readonly TimesheetStatusRevision[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** Comments (revisions with a note) and History (every status change and who made it), newest first. */
export const TimesheetPanels = memo(function TimesheetPanels({
  revisions,
  loading,
  failed,
}: TimesheetPanelsProps) {
  const { history: newestFirst, comments } = panelRevisions(revisions);
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
                  {revision.spudUser.name}, {statusLabel[revision.status]}, {revisionTime(revision)}
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
        ) : failed ? (
          <Text c="red">Timesheet history failed to load.</Text>
        ) : newestFirst.length === 0 ? (
          <Text c="gray.7">No history to display.</Text>
        ) : (
          <Stack gap="xs">
            {newestFirst.map((revision) => (
              <Group key={revision.id} gap="xs">
                <TimesheetStatusBadge status={revision.status} />
                <Text size="sm">{revision.spudUser.name}</Text>
                <Text size="xs" c="gray.7">
                  {revisionTime(revision)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </SimpleGrid>
  );
});
