import { Anchor, Table } from '@mantine/core';
import { formatDateRange, yearOf } from '@timekeep/shared/domain/time-off-dates';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { Link } from 'react-router';
import { hoursLabel } from '../../../components/time-off/request-labels';
import { LinkedRow } from '../../../components/ui/linked-row';
import { TableStateRows } from '../../../components/ui/table-state-rows';
import { paths } from '../../../lib/paths';
import classes from './team-tables.module.css';

const COLUMN_COUNT = 4;

/** Where a waiting request is answered: its person's requests of its year, with the request open. */
export function pendingRequestPath(request: TimeOffRequest): string {
  const year = yearOf(request.mostRecentDetail.startDate);
  return paths.team.memberTimeOff(request.spudUserId, year, `?requestId=${request.id}`);
}

interface PendingTimeOffTableProps {
  requests: TimeOffRequest[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** Whose answer they wait for: the lead's own by default. */
  caption?: string;
}

export function PendingTimeOffTable({
  requests,
  isPending,
  isError,
  caption = 'Time off requests waiting for your answer',
}: PendingTimeOffTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption className={classes.caption}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Employee</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Date(s)</Table.Th>
            <Table.Th className={classes.number}>Duration</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStateRows
            columns={COLUMN_COUNT}
            isPending={isPending}
            isError={isError}
            isEmpty={requests?.length === 0}
            subject="requests"
            emptyText="No pending requests"
          />
          {requests?.map((request) => {
            const detail = request.mostRecentDetail;
            const to = pendingRequestPath(request);
            const dates = formatDateRange(detail.startDate, detail.endDate);
            return (
              <LinkedRow key={request.id} to={to}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={to}
                    fw={500}
                    aria-label={`${request.employeeName}, ${timeOffReasonLabels[detail.reason]}: ${dates}`}
                  >
                    {request.employeeName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{timeOffReasonLabels[detail.reason]}</Table.Td>
                <Table.Td>{dates}</Table.Td>
                <Table.Td className={classes.number}>{hoursLabel(detail.hours)}</Table.Td>
              </LinkedRow>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
