import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTeamTimesheetSummary } from '../../../test/factories';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { PendingPage } from './pending-page';

const pending = [
  buildTeamTimesheetSummary({ id: 11, version: 3, employee: 'Emily Carter', spudUserId: 1 }),
  buildTeamTimesheetSummary({ id: 12, version: 2, employee: 'Noah Baker', spudUserId: 2 }),
  buildTeamTimesheetSummary({ id: 13, version: 5, employee: 'Ava Cole', spudUserId: 3 }),
];

function visit() {
  const fetchMock = stubApi({
    '/api/team/timesheets/pending': () => jsonResponse(200, { timesheets: pending }),
    '/api/team/ptos': () => jsonResponse(200, { ptos: [] }),
    '/api/team/timesheets/decisions': () =>
      jsonResponse(200, {
        batchId: 9,
        decided: [
          { id: 11, status: 'rejected', version: 4 },
          { id: 13, status: 'rejected', version: 6 },
        ],
        refused: [{ id: 12, code: 'stale_version', message: 'This timesheet was changed elsewhere.' }],
      }),
    '/api/team/timesheet_decision_batches/9/undo': () =>
      jsonResponse(200, {
        returned: [
          { id: 11, status: 'pending', version: 5 },
          { id: 13, status: 'pending', version: 7 },
        ],
        refused: [],
      }),
  });
  renderRoutes([{ path: '/team/pending', element: <PendingPage /> }], '/team/pending');
  return fetchMock;
}

describe('deciding many pending timesheets at once', () => {
  it('selects all, asks for a note of 5 to 500 characters to reject, and lists what could not be decided', async () => {
    const fetchMock = visit();
    const selectAll = await screen.findByRole('checkbox', { name: 'Select all timesheets' });
    const bar = screen.getByRole('region', { name: 'Selected timesheets' });
    expect(within(bar).getByRole('button', { name: 'Reject selected' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Select Noah Baker, / }));
    expect(within(bar).getByText('One Timesheet(s) Selected')).toBeTruthy();
    fireEvent.click(selectAll);
    expect(within(bar).getByText('Three Timesheet(s) Selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Selected Timesheets' });
    const note = within(dialog).getByRole('textbox', { name: /Note \(Required\)/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Rejecting timesheets needs a note.')).toBeTruthy();
    fireEvent.change(note, { target: { value: ' Four ' } });
    expect(await within(dialog).findByText('A note has 5 to 500 characters.')).toBeTruthy();
    fireEvent.change(note, { target: { value: 'Friday is missing.' } });
    expect(within(dialog).getByText(/18\/500$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByText('2 timesheets rejected.')).toBeTruthy();
    const notDecided = within(dialog).getByRole('alert');
    expect(notDecided.textContent).toContain('Not rejected (1)');
    expect(notDecided.textContent).toContain(
      'Noah Baker, Mar 01 - 15: This timesheet was changed elsewhere.',
    );
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/decisions'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      decision: 'reject',
      note: 'Friday is missing.',
      timesheets: [
        { id: 11, version: 3 },
        { id: 12, version: 2 },
        { id: 13, version: 5 },
      ],
    });

    // The toast says what was decided, with its Undo.
    const toast = (
      await screen.findByText('2 timesheets rejected.', { selector: '.mantine-Notification-root *' })
    ).closest('.mantine-Notification-root') as HTMLElement;
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('2 timesheets went back to where they were.')).toBeTruthy();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes('/timesheet_decision_batches/9/undo')),
      ).toBe(true),
    );
  });

  it('offers no checkbox on a row that cannot be decided', async () => {
    stubApi({
      '/api/team/timesheets/pending': () =>
        jsonResponse(200, {
          timesheets: [buildTeamTimesheetSummary({ id: 21, employee: 'Closed Period', periodClosed: true })],
        }),
      '/api/team/ptos': () => jsonResponse(200, { ptos: [] }),
    });
    renderRoutes([{ path: '/team/pending', element: <PendingPage /> }], '/team/pending');
    const selectAll = await screen.findByRole('checkbox', { name: 'Select all timesheets' });
    await screen.findByText('Closed Period');
    expect(selectAll.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('checkbox', { name: /^Select Closed Period/ })).toBeNull();
  });
});
