import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { hoursColumn, type ReportColumn, statusColumn, textColumn } from '../utils/report-columns';
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

  it('adds up the hours of every row, on every page, in a totals row, and writes statuses as words', () => {
    interface HoursRow {
      id: number;
      hours: number;
      status: 'approved' | 'unsubmitted' | null;
    }
    const statuses = ['approved', 'unsubmitted', null] as const;
    const hoursRows: HoursRow[] = Array.from({ length: RESULTS_PAGE_SIZE + 1 }, (_, index) => ({
      id: index + 1,
      hours: 0.1,
      status: statuses[index % 3]!,
    }));
    renderWithProviders(
      <ReportResults
        label="Hours results"
        columns={[
          textColumn<HoursRow>('Entry', (row) => String(row.id)),
          hoursColumn<HoursRow>('Hours', (row) => row.hours),
          statusColumn<HoursRow>((row) => row.status),
        ]}
        rowKey={(row) => String(row.id)}
        state={{ kind: 'done', rows: hoursRows }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Hours results' });
    const foot = table.querySelector('tfoot')!;
    expect(within(foot).getByRole('rowheader').textContent).toBe('Total');
    // 101 rows of 0.1 hours: exactly 10.10, not a float's 10.099999.
    expect([...foot.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'Total',
      '10.10',
      '',
    ]);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1, 4)
        .map((row) => row.lastElementChild!.textContent),
    ).toEqual(['Approved', 'Not Submitted', 'No Timesheet']);
  });

  it('has no totals row when no column adds up', () => {
    show({ kind: 'done', rows: rows(2) });
    expect(screen.getByRole('table').querySelector('tfoot')).toBeNull();
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
