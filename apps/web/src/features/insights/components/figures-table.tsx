import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A chart's figures as a table: a caption, the column headers, and one row per bar or point. */
export function FiguresTable({
  caption,
  headers,
  rows,
  textColumns = 1,
}: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** How many leading columns hold text (left-aligned); the figures after them are right-aligned. */
  textColumns?: number;
}) {
  return (
    <Table striped stickyHeader captionSide="top" fz="sm">
      <Table.Caption style={{ color: 'var(--mantine-color-gray-7)' }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header, index) => (
            <Table.Th key={header} ta={index < textColumns ? 'left' : 'right'}>
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <Table.Th key={headers[index]} scope="row" fw={400}>
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td key={headers[index]} ta={index < textColumns ? 'left' : 'right'}>
                  {cell}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
