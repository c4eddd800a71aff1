import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import { formatHours } from '@timekeep/shared/domain/time-off-duration';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import type { Ref } from 'react';
import { describeRequest } from '../../../components/time-off/request-labels';
import { TimeOffStatusBadge } from '../../../components/time-off/time-off-status-badge';
import { TableStateRows } from '../../../components/ui/table-state-rows';
import classes from './team-tables.module.css';

const COLUMN_COUNT = 7;

/** A request may be selected when the server allows at least one answer to it. */
export function isAnswerable(request: TimeOffRequest): boolean {
  return request.permissions.approve || request.permissions.reject;
}

interface TeamRequestsTableProps {
  requests: TimeOffRequest[] | undefined;
  isPending: boolean;
  isError: boolean;
  selectedIds: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  onOpen: (request: TimeOffRequest) => void;
  selectAllRef?: Ref<HTMLInputElement>;
}

/** One person's requests of a year: select some to answer together, or open one to answer it. */
export function TeamRequestsTable({
  requests,
  isPending,
  isError,
  selectedIds,
  onToggle,
  onToggleAll,
  onOpen,
  selectAllRef,
}: TeamRequestsTableProps) {
  const answerable = (requests ?? []).filter(isAnswerable);
  const selectedCount = answerable.filter((request) => selectedIds.has(request.id)).length;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                ref={selectAllRef}
                aria-label="Select all requests"
                checked={answerable.length > 0 && selectedCount === answerable.length}
                indeterminate={selectedCount > 0 && selectedCount < answerable.length}
                disabled={answerable.length === 0}
                onChange={(event) => onToggleAll(event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>Employee</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Date(s)</Table.Th>
            <Table.Th className={classes.number}>Duration (hours)</Table.Th>
            <Table.Th>Comment</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStateRows
            columns={COLUMN_COUNT}
            isPending={isPending}
            isError={isError}
            isEmpty={requests?.length === 0}
            subject="requests"
            emptyText="No Time Off Requests Found!"
          />
          {requests?.map((request) => {
            const detail = request.mostRecentDetail;
            const name = describeRequest(request);
            return (
              <Table.Tr
                key={request.id}
                className={classes.clickableRow}
                bg={selectedIds.has(request.id) ? 'var(--mantine-color-blue-0)' : undefined}
                onClick={(event) => {
                  if (!(event.target as HTMLElement).closest('input, button')) onOpen(request);
                }}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${name}`}
                    checked={selectedIds.has(request.id)}
                    disabled={!isAnswerable(request)}
                    onChange={(event) => onToggle(request.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{request.employeeName}</Table.Td>
                <Table.Td>{timeOffReasonLabels[detail.reason]}</Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => onOpen(request)}
                    aria-label={`Open ${name}`}
                  >
                    {formatDateRange(detail.startDate, detail.endDate)}
                  </Anchor>
                </Table.Td>
                <Table.Td className={classes.number}>{formatHours(detail.hours)}</Table.Td>
                <Table.Td maw={280}>{detail.comment}</Table.Td>
                {/* Wide enough for 'Waiting for Approval' whole at 960 px, the comment column wraps instead. */}
                <Table.Td miw={190}>
                  <TimeOffStatusBadge status={detail.status} />
                  {detail.managerComment && (
                    <Text size="xs" c="gray.7" mt={4} maw={220}>
                      {detail.managerName ? `${detail.managerName}: ` : ''}
                      {detail.managerComment}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
