import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CsvPreview } from '@timekeep/shared/schemas/csv';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { CsvPage } from './csv-page';

const header =
  'email,first_name,last_name,job_title,department,team_lead_email,employment_start_date,contractor,roles,active';
const badFile = `${header}\nana@example.com,Ana,Lima,,,,,no,employee,yes\nnot-an-email,Bo,Berg,,,,,no,employee,yes\n`;
const goodFile = badFile.replace('not-an-email', 'bo@example.com');

const refusedPreview: CsvPreview = {
  kind: 'people',
  records: 2,
  creates: 1,
  updates: 0,
  unchanged: 0,
  changes: [
    { line: 2, action: 'create', key: 'ana@example.com', changes: { firstName: { from: null, to: 'Ana' } } },
  ],
  problems: [{ line: 3, column: 'email', message: 'must be an email address' }],
  problemCount: 1,
};
const acceptedPreview: CsvPreview = {
  ...refusedPreview,
  creates: 2,
  changes: [
    ...refusedPreview.changes,
    { line: 3, action: 'create', key: 'bo@example.com', changes: { firstName: { from: null, to: 'Bo' } } },
  ],
  problems: [],
  problemCount: 0,
};

/** A file with 12,345 bad lines: the server lists the first 100 problems and counts them all. */
const manyProblemsFile = `${header}\nmany problems\n`;
const manyProblemsPreview: CsvPreview = {
  ...refusedPreview,
  changes: [],
  problems: Array.from({ length: 100 }, (_, n) => ({
    line: n + 2,
    column: null,
    message: 'The line has 1 cells; the header has 10.',
  })),
  problemCount: 12_345,
};

function stubCsvApi() {
  return stubApi({}).mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const { csv } = JSON.parse(String(init?.body ?? '{}')) as { csv?: string };
    if (path === '/api/admin/csv/people/preview') {
      if (csv === manyProblemsFile) return jsonResponse(200, manyProblemsPreview);
      return jsonResponse(200, csv === badFile ? refusedPreview : acceptedPreview);
    }
    if (path === '/api/admin/csv/people') {
      return jsonResponse(200, { kind: 'people', created: 2, updated: 0, unchanged: 0 });
    }
    throw new Error(`Unexpected API call: ${path}`);
  });
}

function upload(text: string) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], 'people.csv', { type: 'text/csv' })] } });
}

const calledPaths = (fetchMock: ReturnType<typeof stubCsvApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe('CsvPage', () => {
  it('lists every bad line with its number, column and reason, and offers no import', async () => {
    const fetchMock = stubCsvApi();
    renderRoutes([{ path: '/admin/csv', element: <CsvPage /> }], '/admin/csv');
    upload(badFile);

    expect(await screen.findByText('1 problem(s): nothing will be imported')).toBeTruthy();
    const problem = within(screen.getByRole('table', { name: 'Problems' })).getAllByRole('row')[1]!;
    expect(
      within(problem)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'email', 'must be an email address']);
    expect(screen.getByText('2 line(s) read: 1 to create, 0 to change, 0 unchanged.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Import' }).hasAttribute('disabled')).toBe(true);
    expect(calledPaths(fetchMock)).toEqual(['/api/admin/csv/people/preview']);
  });

  it('says how many problems there are when only the first are listed', async () => {
    stubCsvApi();
    renderRoutes([{ path: '/admin/csv', element: <CsvPage /> }], '/admin/csv');
    upload(manyProblemsFile);

    expect(await screen.findByText('12,345 problem(s): nothing will be imported')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Problems' })).getAllByRole('row')).toHaveLength(101);
    expect(screen.getByText('Showing the first 100 of 12,345 problems.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Import' }).hasAttribute('disabled')).toBe(true);
  });

  it('imports a corrected file once its preview is confirmed', async () => {
    const fetchMock = stubCsvApi();
    renderRoutes([{ path: '/admin/csv', element: <CsvPage /> }], '/admin/csv');
    upload(goodFile);

    const changes = await screen.findByRole('table', { name: 'Changes' });
    expect(within(changes).getByText('bo@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Import' }));

    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'People imported: 2 created, 0 changed, 0 unchanged.',
    );
    await waitFor(() =>
      expect(calledPaths(fetchMock)).toEqual(['/api/admin/csv/people/preview', '/api/admin/csv/people']),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ csv: goodFile });
  });

  it('offers the export of the chosen kind as a download', () => {
    stubCsvApi();
    renderRoutes([{ path: '/admin/csv', element: <CsvPage /> }], '/admin/csv?kind=holidays');
    const link = screen.getByRole('link', { name: 'Download Holidays CSV' });
    expect(link.getAttribute('href')).toBe('/api/admin/csv/holidays');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
