import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@timekeep/shared/schemas/audit';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { AuditPage } from './audit-page';

function entry(id: number, name: string): AuditEntry {
  return {
    id,
    createdAt: '2026-11-20T14:05:09.000Z',
    actor: { id: 8, name: 'Adrian Cole' },
    actingFor: null,
    action: 'client_created',
    entityType: 'client',
    entityId: String(id),
    before: null,
    after: { id, name },
    detail: null,
    changedCells: null,
  };
}

/** Two pages: entries 300 and 299, then (from cursor 299) entry 298. */
function stubAudit() {
  return stubApi({}).mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/employees') return jsonResponse(200, { employees: [] });
    const cursor = url.searchParams.get('cursor');
    return jsonResponse(
      200,
      cursor === '299'
        ? { entries: [entry(298, 'Initech')], nextCursor: null }
        : { entries: [entry(300, 'Globex'), entry(299, 'Acme')], nextCursor: 299 },
    );
  });
}

const auditQueries = (fetchMock: ReturnType<typeof stubAudit>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/audit')
    .map((url) => Object.fromEntries(url.searchParams));

describe('AuditPage', () => {
  it('shows who changed what and when, in UTC, with what a created record holds', async () => {
    stubAudit();
    renderRoutes([{ path: '/admin/audit', element: <AuditPage /> }], '/admin/audit');

    const row = (await screen.findByText('name: Globex')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Nov 20, 2026 14:05:09',
      'Adrian Cole',
      'Client created',
      'Client #300',
      'id: 300name: Globex',
    ]);
  });

  it('shows a timesheet save as the days it changed, not its rows as JSON', async () => {
    const rows = (hours: number) => [
      {
        resourceId: 4,
        additionalProjectId: null,
        entries: [{ date: '2026-11-16', hours, note: 'Kick-off' }],
      },
    ];
    const save: AuditEntry = {
      ...entry(301, ''),
      action: 'timesheet_saved',
      entityType: 'timesheet',
      before: { status: 'unsubmitted', version: 1, rows: rows(6) },
      after: { status: 'unsubmitted', version: 2, rows: rows(7.5) },
      changedCells: [
        {
          date: '2026-11-16',
          project: 'Acme Portal, Developer',
          before: { hours: 6, note: 'Kick-off' },
          after: { hours: 7.5, note: 'Kick-off' },
        },
        { date: '2026-11-17', project: 'Training', before: null, after: { hours: 2, note: null } },
      ],
    };
    stubApi({
      '/api/employees': () => jsonResponse(200, { employees: [] }),
      '/api/admin/audit': () => jsonResponse(200, { entries: [save], nextCursor: null }),
    });
    renderRoutes([{ path: '/admin/audit', element: <AuditPage /> }], '/admin/audit');

    const cells = await screen.findByRole('table', { name: 'Days changed' });
    expect(
      within(cells)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Date', 'Project', 'Before', 'After'],
      ['Nov 16, 2026', 'Acme Portal, Developer', '6.00 h, note: Kick-off', '7.50 h, note: Kick-off'],
      ['Nov 17, 2026', 'Training', '(empty)', '2.00 h'],
    ]);
    const row = cells.closest('tr')!;
    expect(row.textContent).not.toContain('rows:');
    expect(row.textContent).not.toContain('version');
  });

  it('pages to older entries and back, asking with the cursor of the page before', async () => {
    const fetchMock = stubAudit();
    renderRoutes([{ path: '/admin/audit', element: <AuditPage /> }], '/admin/audit');
    await screen.findByText('name: Globex');

    fireEvent.click(screen.getByRole('button', { name: 'Older Entries' }));
    expect(await screen.findByText('name: Initech')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Older Entries' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Newer Entries' }));
    expect(await screen.findByText('name: Globex')).toBeTruthy();
    expect(auditQueries(fetchMock)).toEqual([{ limit: '50' }, { limit: '50', cursor: '299' }]);
  });

  it('filters by the record type and dates in the address', async () => {
    const fetchMock = stubAudit();
    renderRoutes(
      [{ path: '/admin/audit', element: <AuditPage /> }],
      '/admin/audit?entity=holiday&from=2026-11-01&to=2026-11-30&person=8',
    );
    await screen.findByText('name: Globex');
    await waitFor(() =>
      expect(auditQueries(fetchMock)).toEqual([
        { actor_id: '8', entity_type: 'holiday', from: '2026-11-01', to: '2026-11-30', limit: '50' },
      ]),
    );
  });
});
