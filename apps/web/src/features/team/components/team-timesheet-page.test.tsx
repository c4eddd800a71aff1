import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  OWN_CHANGES_ON_BEHALF_MESSAGE,
  PERIOD_CLOSED_MESSAGE,
} from '@timekeep/shared/domain/timesheet-rules';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { describe, expect, it } from 'vitest';
import { buildTimesheet } from '../../../test/factories';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { ACTED_FIRST_MESSAGE, TeamTimesheetPage } from './team-timesheet-page';

const routes = [
  {
    path: '/team/timesheets/:timesheetId',
    element: <TeamTimesheetPage renderGrid={(timesheet) => <p>Grid of {timesheet.employee}</p>} />,
  },
  { path: '/team/pending', element: <p>The pending list</p> },
  { path: '/team/timesheets', element: <p>The team timesheets</p> },
];

const history = {
  timesheetStatusRevisions: [
    {
      id: 1,
      createdAt: '2030-03-16T16:00:00.000Z',
      status: 'pending',
      note: null,
      spudUser: { name: 'Emily Carter' },
    },
  ],
};

function visit(path: string, shown: Timesheet, actions: Record<string, () => Response> = {}) {
  const fetchMock = stubApi({
    '/api/team/timesheets/7': () => jsonResponse(200, { timesheet: shown }),
    '/api/team/timesheets/7/history': () => jsonResponse(200, history),
    ...actions,
  });
  return { ...renderRoutes(routes, path), fetchMock };
}

function sentTo(fetchMock: ReturnType<typeof stubApi>, pathEnd: string) {
  const call = fetchMock.mock.calls.find(([input]) => String(input).includes(pathEnd));
  if (!call) throw new Error(`nothing sent to ${pathEnd}`);
  const init = (call as unknown as [string, RequestInit])[1];
  return { url: String(call[0]), method: init.method, body: JSON.parse(String(init.body)) };
}

describe('a team member timesheet', () => {
  it('is titled with the employee and the period range, and offers only what the server allows', async () => {
    visit('/team/timesheets/7', buildTimesheet({ permissions: { approve: true, reject: true } }));

    expect(await screen.findByRole('heading', { name: 'Emily Carter: Mar 01 - 15' })).toBeTruthy();
    expect(screen.getByText('Grid of Emily Carter')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unapprove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit On Behalf' })).toBeNull();
    expect(await screen.findByText('No comments to display')).toBeTruthy();
  });

  it('says why a lead who changed the hours submitting on the employee’s behalf may not approve', async () => {
    visit('/team/timesheets/7', buildTimesheet({ permissions: { approve: false, reject: true } }));

    expect(await screen.findByText(OWN_CHANGES_ON_BEHALF_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('says when approved time off changed since the timesheet was submitted (issue 39)', async () => {
    visit('/team/timesheets/7', buildTimesheet({ timeOffChangedAt: '2030-03-12T09:30:00.000Z' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Time off changed since submission')).toBeTruthy();
    expect(alert.textContent).toContain('Mar 12, 2030');
  });

  it('says nothing of time off changing when it did not', async () => {
    visit('/team/timesheets/7', buildTimesheet());
    await screen.findByText('Grid of Emily Carter');
    expect(screen.queryByText('Time off changed since submission')).toBeNull();
  });

  it('says nothing of it when the lead may approve', async () => {
    visit('/team/timesheets/7', buildTimesheet({ permissions: { approve: true, reject: true } }));

    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.queryByText(OWN_CHANGES_ON_BEHALF_MESSAGE)).toBeNull();
  });

  it('says above the grid that the period is closed, with no action to take', async () => {
    visit(
      '/team/timesheets/7',
      buildTimesheet({ periodClosed: true, permissions: { approve: false, reject: false } }),
    );

    const message = await screen.findByText(PERIOD_CLOSED_MESSAGE);
    expect(message.closest('[role="status"]')).toBeTruthy();
    const grid = screen.getByText('Grid of Emily Carter');
    expect(message.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('says nothing of closing while the period is open', async () => {
    visit('/team/timesheets/7', buildTimesheet());

    expect(await screen.findByText('Grid of Emily Carter')).toBeTruthy();
    expect(screen.queryByText(PERIOD_CLOSED_MESSAGE)).toBeNull();
  });

  it('approves with the version shown and returns to Pending when opened without a query string', async () => {
    const approved = buildTimesheet({ status: 'approved', version: 4 });
    const { fetchMock, router } = visit('/team/timesheets/7', buildTimesheet(), {
      '/api/team/timesheets/7/approve': () => jsonResponse(200, { timesheet: approved }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Timesheet' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Approve' })),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('The pending list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/team/pending');
    expect(await screen.findByText('Timesheet was approved successfully!')).toBeTruthy();
    const sent = sentTo(fetchMock, '/approve');
    expect(sent.method).toBe('PATCH');
    expect(sent.body).toEqual({ version: 3 });
  });

  it('refuses to reject without a note, then sends the note and returns to the list it came from', async () => {
    const { fetchMock, router } = visit(
      '/team/timesheets/7?startDate=2030-03-01&approverId=4',
      buildTimesheet(),
      {
        '/api/team/timesheets/7/reject': () =>
          jsonResponse(200, { timesheet: buildTimesheet({ status: 'rejected', version: 4 }) }),
      },
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Timesheet' });
    const note = within(dialog).getByRole('textbox', { name: /Note \(Required\)/ });
    await waitFor(() => expect(document.activeElement).toBe(note));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A rejection needs a note.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/reject'))).toBe(false);

    fireEvent.change(note, { target: { value: 'Move the meeting hours to Internal Training.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('The team timesheets')).toBeTruthy();
    expect(router.state.location.search).toBe('?startDate=2030-03-01&approverId=4');
    const sent = sentTo(fetchMock, '/reject');
    expect(new URL(sent.url, 'http://localhost').searchParams.get('note')).toBe(
      'Move the meeting hours to Internal Training.',
    );
    expect(sent.body).toEqual({ version: 3 });
  });

  it('submits on behalf the rows as shown, and returns to the team timesheets', async () => {
    const shown = buildTimesheet({
      status: 'rejected',
      permissions: { approve: false, reject: false, submitOnBehalf: true },
    });
    const { fetchMock, router } = visit('/team/timesheets/7', shown, {
      '/api/team/timesheets/7/submit': () => jsonResponse(200, { timesheet: buildTimesheet({ version: 4 }) }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Submit On Behalf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Timesheet On Behalf' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The team timesheets')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/team/timesheets');
    expect(sentTo(fetchMock, '/submit').body).toEqual({
      version: 3,
      timesheetRows: [
        {
          id: 21,
          resourceId: 31,
          additionalProjectId: null,
          timesheetEntries: [{ date: '2030-03-04', hours: 8, note: 'Kickoff' }],
        },
      ],
    });
  });

  it('tells the lead when someone else acted first, keeps the note and reloads the timesheet', async () => {
    let reads = 0;
    const { fetchMock } = visit('/team/timesheets/7', buildTimesheet(), {
      '/api/team/timesheets/7': () => {
        reads += 1;
        return jsonResponse(200, {
          timesheet:
            reads === 1
              ? buildTimesheet()
              : buildTimesheet({ status: 'rejected', permissions: { approve: false, reject: false } }),
        });
      },
      '/api/team/timesheets/7/reject': () =>
        jsonResponse(409, {
          error: { code: 'invalid_state', message: 'A rejected timesheet cannot be rejected.' },
        }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Timesheet' });
    const note = within(dialog).getByRole('textbox', { name: /Note \(Required\)/ });
    fireEvent.change(note, { target: { value: 'Hours look high' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByText('Reject timesheet failed.')).toBeTruthy();
    expect(within(dialog).getAllByText(ACTED_FIRST_MESSAGE).length).toBeGreaterThan(0);
    expect(await screen.findByText('Reject Failed')).toBeTruthy();
    expect((note as HTMLTextAreaElement).value).toBe('Hours look high');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(true),
    );
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/team/timesheets/7')).length,
    ).toBe(2);
  });

  it('shows the spec text for a timesheet that does not exist', async () => {
    stubApi({
      '/api/team/timesheets/8': () =>
        jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } }),
      '/api/team/timesheets/8/history': () =>
        jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } }),
    });
    renderRoutes(routes, '/team/timesheets/8');

    expect(await screen.findByText('Timesheet not found.')).toBeTruthy();
  });

  it('flags days on which hours were logged over the time off, and shows the period’s time off beside the figures', async () => {
    const entry = (date: string, hours: number) => ({ id: null, date, hours, note: null });
    const shown = buildTimesheet({ permissions: { approve: true, reject: true } });
    visit(
      '/team/timesheets/7',
      buildTimesheet({
        ...shown,
        timesheetRows: [
          {
            ...shown.timesheetRows[0]!,
            timesheetEntries: [entry('2030-03-04', 8), entry('2030-03-05', 4), entry('2030-03-06', 8)],
          },
        ],
        timeOff: [
          { date: '2030-03-04', hours: 8, status: 'approved', reason: 'pto' },
          { date: '2030-03-05', hours: 4, status: 'approved', reason: 'pto' },
          { date: '2030-03-06', hours: 4, status: 'pending', reason: 'jury_duty' },
        ],
      }),
    );

    const alert = (await screen.findByText('Hours logged on days off')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mar 4, 2030: 8.00 h logged, time off PTO 8.00 h, approved',
      'Mar 6, 2030: 8.00 h logged, time off Jury Duty 4.00 h, waiting for approval',
    ]);
    expect(screen.getByText('Time Off: 12.00')).toBeTruthy();
    expect(screen.getByText('Pending Time Off: 4.00')).toBeTruthy();
  });

  it('flags nothing when the hours and the time off fit the days', async () => {
    visit(
      '/team/timesheets/7',
      buildTimesheet({ timeOff: [{ date: '2030-03-05', hours: 8, status: 'approved', reason: 'pto' }] }),
    );

    expect(await screen.findByText('Time Off: 8.00')).toBeTruthy();
    expect(screen.queryByText('Hours logged on days off')).toBeNull();
  });

  it('shows what changed since the lead rejected it, day by day, when it comes back for review', async () => {
    const change = {
      resourceId: 31,
      additionalProjectId: null,
      label: 'ACME-1001 Consultant',
      hoursBefore: 8,
      hoursAfter: 6,
      noteBefore: 'Workshop',
      noteAfter: 'Workshop, morning only',
    };
    visit(
      '/team/timesheets/7',
      buildTimesheet({
        changesSinceSentBack: {
          status: 'rejected',
          at: '2030-03-18T10:00:00.000Z',
          changes: [
            { ...change, date: '2030-03-04' },
            {
              ...change,
              date: '2030-03-05',
              hoursBefore: null,
              hoursAfter: 2,
              noteBefore: null,
              noteAfter: null,
            },
          ],
        },
      }),
    );

    const section = await screen.findByRole('region', {
      name: 'Changes since it was rejected on Mar 18, 2030',
    });
    const rows = within(section)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['ACME-1001 Consultant', 'Mar 4, 2030', '8.00', '6.00', '“Workshop” → “Workshop, morning only”'],
      ['ACME-1001 Consultant', 'Mar 5, 2030', 'none', '2.00', ''],
    ]);
  });

  it('says when a timesheet came back unchanged, and says nothing while it is back with the employee', async () => {
    const sentBack = { status: 'unapproved' as const, at: '2030-03-18T10:00:00.000Z', changes: [] };
    visit('/team/timesheets/7', buildTimesheet({ status: 'unapproved', changesSinceSentBack: sentBack }));
    const section = await screen.findByRole('region', {
      name: 'Changes since it was unapproved on Mar 18, 2030',
    });
    expect(within(section).getByText('No hours or notes changed: it came back as it was sent.')).toBeTruthy();
  });

  it('shows no changes while the timesheet is rejected', async () => {
    const sentBack = { status: 'rejected' as const, at: '2030-03-18T10:00:00.000Z', changes: [] };
    visit('/team/timesheets/7', buildTimesheet({ status: 'rejected', changesSinceSentBack: sentBack }));
    expect(await screen.findByRole('heading', { name: 'Emily Carter: Mar 01 - 15' })).toBeTruthy();
    expect(screen.queryByText(/^Changes since it was/)).toBeNull();
  });
});
