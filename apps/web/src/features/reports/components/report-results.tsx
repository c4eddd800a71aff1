import { Alert, Center, Group, Loader, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type ReportColumn, totalCells } from '../utils/report-columns';
import classes from './report-results.module.css';

/** Rows shown at once: a year of the whole company is tens of thousands of rows, too many for one page. */
export const RESULTS_PAGE_SIZE = 100;

export type ReportResultsState<Row> =
  | { kind: 'not-run' }
  | { kind: 'running' }
  /** `reason`: why the server refused the run, when it says (a 4xx); otherwise the spec's failure text. */
  | { kind: 'failed'; reason: string | null }
  | { kind: 'done'; rows: readonly Row[] };

interface ReportResultsProps<Row> {
  /** Names the table: "Accounting Report results". */
  label: string;
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row) => string;
  state: ReportResultsState<Row>;
}

/** The results of the last run, or what stands in for them: not run yet, running, failed, nothing found. */
export function ReportResults<Row>({ label, columns, rowKey, state }: ReportResultsProps<Row>) {
  if (state.kind === 'not-run') {
    return <Message>Make selections and click run report</Message>;
  }
  if (state.kind === 'running') {
    return (
      <Center py="xl" role="status" aria-label="Running the report">
        <Loader />
      </Center>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Alert color="red" title="Report Failed" mt="md">
        {state.reason ?? 'Failed to generate a report. Please retry shortly or refresh the page.'}
      </Alert>
    );
  }
  if (state.rows.length === 0) {
    return <Message>No Records Were Found</Message>;
  }
  return <ResultsTable label={label} columns={columns} rowKey={rowKey} rows={state.rows} />;
}

function Message({ children }: { children: string }) {
  return (
    <Text ta="center" py="xl" c="gray.7" role="status">
      {children}
    </Text>
  );
}

function ResultsTable<Row>({
  label,
  columns,
  rowKey,
  rows,
}: Omit<ReportResultsProps<Row>, 'state'> & { rows: readonly Row[] }) {
  const [page, setPage] = useState(1);
  const pages = Math.ceil(rows.length / RESULTS_PAGE_SIZE);
  const first = (page - 1) * RESULTS_PAGE_SIZE;
  const shown = rows.slice(first, first + RESULTS_PAGE_SIZE);
  const totals = useMemo(() => totalCells(columns, rows), [columns, rows]);
  return (
    <>
      <Group justify="space-between" mt="md" mb="xs">
        <Text size="sm" c="gray.7">
          Hover over cell for full contents
        </Text>
        <Text size="sm" role="status" data-testid="report-row-count">
          {rows.length === 1 ? '1 row' : `${rows.length.toLocaleString('en-US')} rows`}
          {pages > 1 &&
            `, showing ${(first + 1).toLocaleString('en-US')}-${(first + shown.length).toLocaleString('en-US')}`}
        </Text>
      </Group>
      {/* Focusable, so keyboard users can scroll a wide report sideways (WCAG 2.1.1). */}
      <ScrollArea
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `${label}, scrolls sideways` }}
      >
        <Table striped highlightOnHover withTableBorder aria-label={label} fz="sm" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.header}
                  scope="col"
                  className={classes.header}
                  ta={column.numeric ? 'right' : undefined}
                >
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => {
                  const text = column.cell(row);
                  return (
                    <Table.Td
                      key={column.header}
                      className={classes.cell}
                      title={text}
                      ta={column.numeric ? 'right' : undefined}
                    >
                      {text}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {totals && (
            <Table.Tfoot className={classes.totals}>
              <Table.Tr>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <Table.Th key={column.header} scope="row">
                      {totals[index]}
                    </Table.Th>
                  ) : (
                    <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                      {totals[index]}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </ScrollArea>
      {pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      )}
    </>
  );
}
