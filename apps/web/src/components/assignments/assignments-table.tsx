import { Table } from '@mantine/core';
import type { LoggedSpan } from '@timekeep/shared/domain/logged-history';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { ConfirmedAction } from '../forms/confirmed-action';
import { ListTable, listState } from '../ui/list-table';
import { RowActions, RowButton } from '../ui/row-actions';
import { endDateLabel, loggedLabel } from './display';

/** An assignment as the table lists it: who, of which role when there are roles, when, and what they logged. */
interface ListedAssignment {
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
  return (
    <ListTable
      aria-labelledby={labelledBy}
      columns={withRole ? ['Person', 'Role', 'From', 'To', 'Logged'] : ['Person', 'From', 'To', 'Logged']}
      withActions
      state={listState(assignments.length, 'assignments', emptyText)}
    >
      {assignments.map((assignment) => (
        <Table.Tr key={assignment.id}>
          <Table.Td>{assignment.name}</Table.Td>
          {withRole && <Table.Td>{assignment.roleName}</Table.Td>}
          <Table.Td>{formatDisplayDate(assignment.startDate)}</Table.Td>
          <Table.Td>{endDateLabel(assignment.endDate)}</Table.Td>
          <Table.Td>{loggedLabel(assignment.logged)}</Table.Td>
          <RowActions>
            <RowButton
              label="Edit Dates"
              ariaLabel={`Edit dates of ${assignment.name} on ${placeOf(assignment)}`}
              onClick={() => onEditDates(assignment)}
            />
            <ConfirmedAction
              label="Remove"
              ariaLabel={`Remove ${assignment.name} from ${placeOf(assignment)}`}
              title="Remove Assignment"
              message={`Remove ${assignment.name} from ${placeOf(assignment)}? Someone who logged hours to it cannot be removed: end the assignment instead.`}
              confirmLabel="Remove"
              danger
              action={() => remove(assignment.id)}
            />
          </RowActions>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
