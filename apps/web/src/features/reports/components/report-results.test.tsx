import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { type ReportColumn, textColumn } from '../utils/report-columns';
import { RESULTS_PAGE_SIZE, ReportResults, type ReportResultsState } from './report-results';

interface Row {
  id: number;
  note: string;
}

const columns: ReportColumn<Row>[] = [
  textColumn('Entry', (row) => String(row.id)),
  textColumn('Note', (row) => row.note),
];

function show(state: ReportResultsState<Row>) {
  renderWithProviders(
    <ReportResults
      label="Test Report results"
      columns={columns}
      rowKey={(row) => String(row.id)}
      state={state}
    />,
  );
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, note: `note ${index + 1}` }));

describe('ReportResults', () => {
  it('asks for a run before the first one', () => {
    show({ kind: 'not-run' });
    expect(screen.getByText('Make selections and click run report')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a loader while the report runs', () => {
    show({ kind: 'running' });
    expect(screen.getByRole('status', { name: 'Running the report' })).toBeTruthy();
  });

  it('says so when a run finds nothing', () => {
    show({ kind: 'done', rows: [] });
    expect(screen.getByText('No Records Were Found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when a run fails', () => {
    show({ kind: 'failed', reason: null });
    expect(
      screen.getByText('Failed to generate a report. Please retry shortly or refresh the page.'),
    ).toBeTruthy();
  });

  it("gives the server's reason when it refused the run", () => {
    show({ kind: 'failed', reason: 'You may not report on this person.' });
    expect(screen.getByText('You may not report on this person.')).toBeTruthy();
  });

  it('shows the rows under column headers, each cell with its full text on hover', () => {
    const long = 'A note much longer than four hundred pixels can show, kept whole in the title'.repeat(3);
    show({ kind: 'done', rows: [{ id: 1, note: long }] });
    const table = screen.getByRole('table', { name: 'Test Report results' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Entry', 'Note']);
    expect(within(table).getByRole('cell', { name: long }).getAttribute('title')).toBe(long);
    expect(screen.getByText('Hover over cell for full contents')).toBeTruthy();
    expect(screen.getByText('1 row')).toBeTruthy();
  });

  it('pages long results and counts every row', () => {
    show({ kind: 'done', rows: rows(RESULTS_PAGE_SIZE + 5) });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(RESULTS_PAGE_SIZE + 1);
    expect(screen.getByText(`${RESULTS_PAGE_SIZE + 5} rows, showing 1-${RESULTS_PAGE_SIZE}`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByRole('cell', { name: `note ${RESULTS_PAGE_SIZE + 5}` })).toBeTruthy();
  });
});
