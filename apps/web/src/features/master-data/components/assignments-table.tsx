import { Button, Group, Table, VisuallyHidden } from '@mantine/core';
import type { LoggedSpan } from '@timekeep/shared/domain/logged-history';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { endDateLabel, loggedLabel } from '../utils/display';
import { ConfirmedAction } from './confirmed-action';

/** An assignment as the table lists it: who, of which role when there are roles, when, and what they logged. */
export interface ListedAssignment {
  id: number;
  name: string;
  roleName?: string;
  startDate: string;
  endDate: string | null;
  logged: LoggedSpan | null;
}

interface AssignmentsTableProps<Assignment extends ListedAssignment> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  assignments: readonly Assignment[];
  /** Whether the assignments are to roles (a Role column). */
  withRole: boolean;
  emptyText: string;
  /** Where the person is assigned, as the removal names it: "Developer", "Internal Training". */
  placeOf: (assignment: Assignment) => string;
  onEditDates: (assignment: Assignment) => void;
  remove: (id: number) => Promise<unknown>;
}

/** People assigned to roles or to an additional project, with their dates changed or removed from each row. */
export function AssignmentsTable<Assignment extends ListedAssignment>({
  labelledBy,
  assignments,
  withRole,
  emptyText,
  placeOf,
  onEditDates,
  remove,
}: AssignmentsTableProps<Assignment>) {
  const columns = withRole ? 6 : 5;
  return (
    <Table withTableBorder striped aria-labelledby={labelledBy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Person</Table.Th>
          {withRole && <Table.Th scope="col">Role</Table.Th>}
          <Table.Th scope="col">From</Table.Th>
          <Table.Th scope="col">To</Table.Th>
          <Table.Th scope="col">Logged</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {assignments.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns} ta="center">
              {emptyText}
            </Table.Td>
          </Table.Tr>
        )}
        {assignments.map((assignment) => (
          <Table.Tr key={assignment.id}>
            <Table.Td>{assignment.name}</Table.Td>
            {withRole && <Table.Td>{assignment.roleName}</Table.Td>}
            <Table.Td>{formatDisplayDate(assignment.startDate)}</Table.Td>
            <Table.Td>{endDateLabel(assignment.endDate)}</Table.Td>
            <Table.Td>{loggedLabel(assignment.logged)}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-label={`Edit dates of ${assignment.name} on ${placeOf(assignment)}`}
                  onClick={() => onEditDates(assignment)}
                >
                  Edit Dates
                </Button>
                <ConfirmedAction
                  label="Remove"
                  ariaLabel={`Remove ${assignment.name} from ${placeOf(assignment)}`}
                  title="Remove Assignment"
                  message={`Remove ${assignment.name} from ${placeOf(assignment)}? Someone who logged hours to it cannot be removed: end the assignment instead.`}
                  confirmLabel="Remove"
                  danger
                  action={() => remove(assignment.id)}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
