import { Paper, Table, Text, Title } from '@mantine/core';
import { formatHours } from '@timekeep/shared/domain/hour-entry';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { SentBackChanges, TimesheetChange } from '@timekeep/shared/schemas/timesheets';
import classes from './team-tables.module.css';

const hoursText = (hours: number | null) => (hours === null ? 'none' : formatHours(hours));

function noteChange(change: TimesheetChange): string {
  if (change.noteBefore === change.noteAfter) return '';
  if (change.noteBefore === null) return `Added: “${change.noteAfter}”`;
  if (change.noteAfter === null) return `Removed: “${change.noteBefore}”`;
  return `“${change.noteBefore}” → “${change.noteAfter}”`;
}

/**
 * What the employee changed since the lead sent the timesheet back, day by day, so the lead reviews the answer
 * to their rejection (or unapproval) instead of the whole grid again.
 */
export function ChangesSinceSentBack({ sentBack }: { sentBack: SentBackChanges }) {
  const title = `Changes since it was ${sentBack.status} on ${formatDisplayDate(sentBack.at.slice(0, 10))}`;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="changes-since-sent-back">
      <Title order={3} size="h5" id="changes-since-sent-back" mb={4}>
        {title}
      </Title>
      {sentBack.changes.length === 0 ? (
        <Text size="sm">No hours or notes changed: it came back as it was sent.</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing={4} aria-labelledby="changes-since-sent-back">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Project</Table.Th>
                <Table.Th>Day</Table.Th>
                <Table.Th className={classes.number}>Hours Then</Table.Th>
                <Table.Th className={classes.number}>Hours Now</Table.Th>
                <Table.Th>Note</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sentBack.changes.map((change) => (
                <Table.Tr
                  key={`${change.label}-${change.resourceId}-${change.additionalProjectId}-${change.date}`}
                >
                  <Table.Td>{change.label}</Table.Td>
                  <Table.Td>{formatDisplayDate(change.date)}</Table.Td>
                  <Table.Td className={classes.number}>{hoursText(change.hoursBefore)}</Table.Td>
                  <Table.Td className={classes.number}>{hoursText(change.hoursAfter)}</Table.Td>
                  <Table.Td>{noteChange(change)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
