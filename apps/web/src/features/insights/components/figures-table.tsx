import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A chart's figures as a table: a caption, the column headers, and one row per bar or point. */
export function FiguresTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <Table striped stickyHeader captionSide="top" fz="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header, index) => (
            <Table.Th key={header} ta={index === 0 ? 'left' : 'right'}>
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
                <Table.Td key={headers[index]} ta="right">
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
