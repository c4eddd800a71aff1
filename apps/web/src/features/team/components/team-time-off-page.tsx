import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconBan, IconCheck } from '@tabler/icons-react';
import { FIRST_LISTED_YEAR } from '@timekeep/shared/domain/field-limits';
import { todayIso } from '@timekeep/shared/domain/periods';
import { reversedName } from '@timekeep/shared/domain/person-names';
import type { TeamMemberOverview } from '@timekeep/shared/schemas/team';
import { Link } from 'react-router';
import { hoursLabel } from '../../../components/time-off/request-labels';
import { LinkedRow } from '../../../components/ui/linked-row';
import { SelectField } from '../../../components/ui/select-field';
import { TableStateRows } from '../../../components/ui/table-state-rows';
import { paths } from '../../../lib/paths';
import { useErrorToast } from '../../../lib/toasts';
import { parsePositiveInteger, useQueryParam } from '../../../lib/use-query-param';
import { useTeamTimeOffOverview } from '../api/get-team-time-off-overview';
import { ManagerSelector } from './manager-selector';
import classes from './team-tables.module.css';
import { ViewingTimeOffBanner } from './viewing-time-off-banner';

const COLUMN_COUNT = 5;
const TWO_CONSECUTIVE_NOTE_ID = 'two-consecutive-days-note';

/** 2017 up to next year, newest first (spec section 9). */
export function teamYearOptions(today: string): string[] {
  const nextYear = Number(today.slice(0, 4)) + 1;
  return Array.from({ length: nextYear - FIRST_LISTED_YEAR + 1 }, (_, index) => String(nextYear - index));
}

function byName(first: TeamMemberOverview, second: TeamMemberOverview): number {
  return reversedName(first).localeCompare(reversedName(second));
}

/** /team/pto: each team member's time off in a year (`year`, this year when cleared), as the lead or another (`managerId`). */
export function TeamTimeOffPage() {
  const years = teamYearOptions(todayIso());
  const [year, setYear] = useQueryParam('year', (text) => (years.includes(text) ? Number(text) : null));
  const [managerId, setManagerId] = useQueryParam('managerId', parsePositiveInteger);
  const overview = useTeamTimeOffOverview(year, managerId);
  useErrorToast(overview.isError, {
    title: 'Team PTO Overview Fetch Failed',
    message: 'Failed to fetch pto overview for your team! Please retry shortly or refresh the page.',
  });
  const shownYear = overview.data?.year;
  const team = overview.data ? [...overview.data.team].sort(byName) : undefined;
  const managerQuery = managerId === null ? '' : `?managerId=${managerId}`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <SelectField
          label="Year"
          placeholder="This year"
          data={years}
          value={year === null ? null : String(year)}
          onChange={(chosen) => setYear(chosen === null ? null : Number(chosen))}
          clearable
          w={140}
        />
        <ManagerSelector value={managerId} onChange={setManagerId} />
      </Group>
      <ViewingTimeOffBanner managerId={managerId} />
      <Table.ScrollContainer minWidth={760}>
        <Table highlightOnHover verticalSpacing="sm" captionSide="top">
          <Table.Caption className={classes.caption}>
            {shownYear ? `Team time off in ${shownYear}` : 'Team time off'}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Employee</Table.Th>
              <Table.Th className={classes.number}>Approved Time Off</Table.Th>
              <Table.Th className={classes.number}>Year To Date</Table.Th>
              <Table.Th aria-describedby={TWO_CONSECUTIVE_NOTE_ID}>2 Consecutive Days</Table.Th>
              <Table.Th>Pending Request</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableStateRows
              columns={COLUMN_COUNT}
              isPending={overview.isPending}
              isError={overview.isError}
              isEmpty={team?.length === 0}
              subject="team time off"
              emptyText="No team members found."
            />
            {team?.map((member) => {
              const to = paths.team.memberTimeOff(member.spudUserId, String(shownYear), managerQuery);
              return (
                <LinkedRow key={member.spudUserId} to={to}>
                  <Table.Td>
                    <Anchor component={Link} to={to} fw={500}>
                      {reversedName(member)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td className={classes.number}>{hoursLabel(member.totalApproved)}</Table.Td>
                  <Table.Td className={classes.number}>{hoursLabel(member.takenYtd)}</Table.Td>
                  <Table.Td>
                    {/* The icon with its word: a check or a ban alone did not say what it meant. */}
                    <Group gap={6} wrap="nowrap">
                      {member.twoConsecutive ? (
                        <IconCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
                      ) : (
                        <IconBan size={20} color="var(--mantine-color-red-8)" aria-hidden />
                      )}
                      <Text size="sm">{member.twoConsecutive ? 'Taken' : 'Not taken'}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {member.pendingRequest && (
                      <Badge color="yellow.4" variant="filled" autoContrast>
                        Pending Request
                      </Badge>
                    )}
                  </Table.Td>
                </LinkedRow>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text id={TWO_CONSECUTIVE_NOTE_ID} size="xs" c="gray.7">
        2 Consecutive Days: whether an approved request starting in the year covers at least two working days
        in a row.
      </Text>
    </Stack>
  );
}
