import { ActionIcon, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { todayIso } from '@timekeep/shared/domain/periods';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import { timeOffChangeRefusal } from '@timekeep/shared/domain/time-off-request-rules';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { describeRequest, hoursLabel } from '../../../components/time-off/request-labels';
import { TimeOffStatusBadge } from '../../../components/time-off/time-off-status-badge';
import { TableStateRows } from '../../../components/ui/table-state-rows';

interface TimeOffRequestsTableProps {
  caption: string;
  /** The footer's total: approved or pending hours of the requests starting in the year, whatever the list shows. */
  total: { year: number; hours: number };
  requests: TimeOffRequest[] | undefined;
  isPending: boolean;
  isError: boolean;
  onEdit: (request: TimeOffRequest) => void;
  onDelete: (request: TimeOffRequest) => void;
}

const COLUMN_COUNT = 6;

/**
 * Why an option is off, in the shared wording. Whether it is off is the server's decision (`permissions`);
 * the refusal rule only words it.
 */
function refusalExplanation(
  request: TimeOffRequest,
  action: 'edit' | 'delete',
  today: string,
): string | null {
  if (request.permissions[action]) return null;
  return timeOffChangeRefusal(request.mostRecentDetail, action, today);
}

export function TimeOffRequestsTable({
  caption,
  total,
  requests,
  isPending,
  isError,
  onEdit,
  onDelete,
}: TimeOffRequestsTableProps) {
  const today = todayIso();

  return (
    <Table striped highlightOnHover captionSide="top" verticalSpacing="sm">
      <Table.Caption c="gray.7">{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Type</Table.Th>
          <Table.Th>Date(s)</Table.Th>
          <Table.Th>Duration</Table.Th>
          <Table.Th>Comment</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>
            <VisuallyHidden>Options</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <TableStateRows
          columns={COLUMN_COUNT}
          isPending={isPending}
          isError={isError}
          isEmpty={requests?.length === 0}
          subject="requests"
          emptyText="No Requests Found!"
        />
        {requests?.map((request) => {
          const detail = request.mostRecentDetail;
          const editRefusal = refusalExplanation(request, 'edit', today);
          const deleteRefusal = refusalExplanation(request, 'delete', today);
          const name = describeRequest(request);
          return (
            <Table.Tr key={request.id}>
              <Table.Td>{timeOffReasonLabels[detail.reason]}</Table.Td>
              <Table.Td>{formatDateRange(detail.startDate, detail.endDate)}</Table.Td>
              <Table.Td>{hoursLabel(detail.hours)}</Table.Td>
              <Table.Td maw={320}>{detail.comment}</Table.Td>
              <Table.Td>
                <TimeOffStatusBadge status={detail.status} />
                {detail.status === 'rejected' && detail.managerComment && (
                  <Text size="xs" c="gray.7" mt={4}>
                    {detail.managerName ? `${detail.managerName}: ` : ''}
                    {detail.managerComment}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label={`Options for ${name}`}>
                      <IconDots size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {detail.reason !== 'office_closure' && (
                      <Menu.Item
                        disabled={!request.permissions.edit}
                        title={editRefusal ?? undefined}
                        onClick={() => onEdit(request)}
                      >
                        Edit
                      </Menu.Item>
                    )}
                    <Menu.Item
                      // Shade 9: the default red is 3.6:1 on white, below WCAG AA.
                      color="red.9"
                      disabled={!request.permissions.delete}
                      title={deleteRefusal ?? undefined}
                      onClick={() => onDelete(request)}
                    >
                      Delete
                    </Menu.Item>
                    {deleteRefusal && (
                      <Menu.Label maw={240} style={{ whiteSpace: 'normal' }}>
                        {deleteRefusal}
                      </Menu.Label>
                    )}
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={2}>Total Time Off</Table.Th>
          <Table.Td colSpan={COLUMN_COUNT - 2}>
            {hoursLabel(total.hours)}{' '}
            <Text span size="sm" c="gray.7">
              in {total.year}, approved or pending
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
