import { Table, type TableProps, VisuallyHidden } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { TableStateRows } from './table-state-rows';

/** A column's header, and its width when it should not share the rest. */
type ListColumn = string | { label: string; width: number };

interface ListTableProps extends Omit<TableProps, 'children'> {
  columns: readonly ListColumn[];
  /** Adds a last column, named for screen readers, that holds each row's buttons. */
  withActions?: boolean;
  /** What the rows stand for while there are none: loading, failed, or empty in the screen's words. */
  state?: Omit<ComponentProps<typeof TableStateRows>, 'columns'>;
  children: ReactNode;
}

/** The admin's list tables: headers, the loading, failure and empty rows, then the rows. */
export function ListTable({ columns, withActions = false, state, children, ...tableProps }: ListTableProps) {
  return (
    <Table striped withTableBorder {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ) : (
              <Table.Th key={column.label} scope="col" w={column.width}>
                {column.label}
              </Table.Th>
            ),
          )}
          {withActions && (
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {state && <TableStateRows columns={columns.length + (withActions ? 1 : 0)} {...state} />}
        {children}
      </Table.Tbody>
    </Table>
  );
}

/**
 * What a list table shows while it has no rows: the query's loading or failure, or the empty text. Rows
 * already at hand (an engagement's roles) pass no query.
 */
export function listState(
  rowCount: number,
  subject: string,
  emptyText: string,
  query: { isPending: boolean; isError: boolean } = { isPending: false, isError: false },
) {
  return { isPending: query.isPending, isError: query.isError, isEmpty: rowCount === 0, subject, emptyText };
}
