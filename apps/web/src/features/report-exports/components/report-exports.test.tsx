import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportExport } from '@timekeep/shared/schemas/report-exports';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { ReportExports } from './report-exports';

const ready: ReportExport = {
  id: '0b5f3c2e-6a57-4c0e-9f55-0a4c1c1e7a01',
  report: 'accounting_report',
  status: 'ready',
  fileName: 'Accounting-Report-2026-11-28.xlsx',
  estimatedRows: 1_200_000,
  rowCount: 1_187_402,
  byteSize: 61_300_000,
  createdAt: '2026-11-28T09:15:00.000Z',
  finishedAt: '2026-11-28T09:19:00.000Z',
  expiresAt: '2026-11-29T09:19:00.000Z',
};
const running: ReportExport = {
  ...ready,
  id: '0b5f3c2e-6a57-4c0e-9f55-0a4c1c1e7a02',
  status: 'running',
  fileName: 'Project-Time-Report-2026-11-28.xlsx',
  rowCount: null,
  byteSize: null,
  finishedAt: null,
  expiresAt: null,
};

describe('ReportExports', () => {
  it('lists each export with its status, rows and size: Download while ready, Cancel while prepared', async () => {
    let cancelled = false;
    const fetchMock = stubApi({
      '/api/report_exports': () =>
        jsonResponse(200, { exports: [cancelled ? { ...running, status: 'cancelled' } : running, ready] }),
      [`/api/report_exports/${running.id}`]: () => {
        cancelled = true;
        return jsonResponse(200, { ...running, status: 'cancelled' });
      },
    });
    renderWithProviders(<ReportExports />);

    const table = await screen.findByRole('table', { name: 'Your exports' });
    await within(table).findByText('Being prepared');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Project-Time-Report-2026-11-28.xlsx', 'Being prepared', 'about 1,200,000', ''],
      ['Accounting-Report-2026-11-28.xlsx', 'Ready', '1,187,402', '61.3 MB'],
    ]);
    const download = within(table).getByRole('link', { name: `Download ${ready.fileName}` });
    expect(download.getAttribute('href')).toBe(`/api/report_exports/${ready.id}/download`);
    expect(within(table).queryByRole('button', { name: `Cancel ${ready.fileName}` })).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: `Cancel ${running.fileName}` }));

    await within(table).findByText('Cancelled');
    const deleted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deleted.map(([input]) => String(input))).toEqual([`/api/report_exports/${running.id}`]);
  });

  it('says when there is none, and hides itself then where asked', async () => {
    stubApi({ '/api/report_exports': () => jsonResponse(200, { exports: [] }) });
    const { unmount } = renderWithProviders(<ReportExports />);
    expect(await screen.findByText('No exports in the last 7 days.')).toBeTruthy();
    unmount();

    const hidden = renderWithProviders(<ReportExports hideWhenEmpty />);
    await waitFor(() => expect(hidden.queryClient.getQueryData(['report-exports'])).toEqual([]));
    expect(screen.queryByRole('heading', { name: 'Your Exports' })).toBeNull();
  });

  it('says when the list could not be loaded', async () => {
    stubApi({
      '/api/report_exports': () => jsonResponse(500, { error: { code: 'internal_error', message: 'x' } }),
    });
    renderWithProviders(<ReportExports />);
    expect(await screen.findByText('The exports could not be loaded. Please refresh the page.')).toBeTruthy();
  });
});
