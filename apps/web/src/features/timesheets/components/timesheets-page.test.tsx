import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beyondBudgetMessage } from '@timekeep/shared/domain/budget-rules';
import { AUTO_SAVE_DELAY_MS, PERIOD_CLOSED_MESSAGE } from '@timekeep/shared/domain/timesheet-rules';
import type { RowBudget } from '@timekeep/shared/schemas/budgets';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writesOf } from '../../../test/actions';
import { buildTimesheet } from '../../../test/factories';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { TimesheetsPage } from './timesheets-page';

function visit(timesheet: Timesheet, answers: Record<string, () => Response> = {}) {
  const fetchMock = stubApi({
    '/api/timesheet': () => jsonResponse(200, { timesheet }),
    '/api/timesheet_periods': () =>
      jsonResponse(200, { timesheetPeriods: [{ id: 5, ...timesheet.timesheetPeriod, current: true }] }),
    '/api/timesheet/7/history': () => jsonResponse(200, { timesheetStatusRevisions: [] }),
    '/api/projects': () => jsonResponse(200, { projects: [] }),
    '/api/additional_projects': () => jsonResponse(200, { additionalProjects: [] }),
    '/api/code_alerts': () => jsonResponse(200, { codeAlerts: [] }),
    '/api/config': () =>
      jsonResponse(200, {
        version: '4.0.0',
        hrEmail: 'hr@example.com',
        sentryDsn: null,
        analyticsUrl: null,
        powerBi: { perPersonTokens: false },
      }),
    '/api/timesheet/7': () => jsonResponse(200, { timesheet }),
    ...answers,
  });
  renderRoutes(
    [{ path: '/timesheets', element: <TimesheetsPage pendingTimeOff={async () => []} /> }],
    '/timesheets',
  );
  return fetchMock;
}

const ownTimesheet = (changes: Parameters<typeof buildTimesheet>[0]) =>
  buildTimesheet({
    status: 'unsubmitted',
    ...changes,
    permissions: { approve: false, reject: false, ...changes?.permissions },
  });

describe('TimesheetsPage', () => {
  it('says above a read-only grid that the period is closed', async () => {
    visit(ownTimesheet({ periodClosed: true }));

    const message = await screen.findByText(PERIOD_CLOSED_MESSAGE);
    expect(message.closest('[role="status"]')).toBeTruthy();
    const grid = screen.getByRole('table', { name: 'Timesheet' });
    expect(message.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const hours = within(grid).getAllByRole('textbox', { name: /^Hours for/ }) as HTMLInputElement[];
    expect(hours.every((input) => input.readOnly)).toBe(true);
    const reason = document.getElementById(hours[0]!.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('Locked: this period is closed');
    expect(screen.getByRole('button', { name: 'Add Row' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'SUBMIT FOR APPROVAL' }).hasAttribute('disabled')).toBe(true);
  });

  it('says nothing of closing while the period is open', async () => {
    visit(ownTimesheet({ permissions: { edit: true, submit: true } }));

    const grid = await screen.findByRole('table', { name: 'Timesheet' });
    expect(within(grid).getAllByRole('textbox', { name: /^Hours for/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText(PERIOD_CLOSED_MESSAGE)).toBeNull();
  });

  it('says why a save is refused when an admin closed the period meanwhile', async () => {
    visit(ownTimesheet({ permissions: { edit: true, submit: true } }), {
      '/api/timesheet/7': () =>
        jsonResponse(409, { error: { code: 'period_closed', message: PERIOD_CLOSED_MESSAGE } }),
    });

    const grid = await screen.findByRole('table', { name: 'Timesheet' });
    fireEvent.change(within(grid).getAllByRole('textbox', { name: /^Hours for/ })[0]!, {
      target: { value: '6' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText('Timesheet Not Saved')).toBeTruthy();
    expect(screen.getByText(PERIOD_CLOSED_MESSAGE)).toBeTruthy();
  });
});

const refusingBudget: RowBudget = {
  kind: 'hours',
  remaining: 10,
  percentWithPending: 90,
  overBudget: false,
  refuseBeyondBudget: true,
};

/** An editable timesheet of one ERP Modernization row, 8 hours on Mar 4, 2030, with this engagement budget. */
function timesheetWith(budget: RowBudget | null): Timesheet {
  const timesheet = buildTimesheet({ status: 'unsubmitted', permissions: { edit: true, submit: true } });
  return { ...timesheet, timesheetRows: timesheet.timesheetRows.map((row) => ({ ...row, budget })) };
}

async function typeHours(date: string, hours: string) {
  const grid = await screen.findByRole('table', { name: 'Timesheet' });
  const cell = within(grid).getByRole('textbox', { name: `Hours for ACME-1001 Consultant on ${date}` });
  fireEvent.change(cell, { target: { value: hours } });
  return cell as HTMLInputElement;
}

const saves = (fetchMock: ReturnType<typeof stubApi>) =>
  writesOf(fetchMock).filter((write) => write.path === '/api/timesheet/7');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('A timesheet row and its engagement budget', () => {
  it('says in words on the row that its engagement is over budget, and by how much', async () => {
    visit(timesheetWith({ ...refusingBudget, remaining: -4, percentWithPending: 104, overBudget: true }));
    const grid = await screen.findByRole('table', { name: 'Timesheet' });
    const badge = await within(grid).findByText('Over budget');
    expect(badge.closest('[title]')?.getAttribute('title')).toBe(
      "Over budget: 104% of the engagement's budget with pending",
    );
    expect(within(grid).getByText("Over budget: 104% of the engagement's budget with pending")).toBeTruthy();
  });

  it('shows no badge on a row within its budget', async () => {
    visit(timesheetWith(refusingBudget));
    await screen.findByRole('table', { name: 'Timesheet' });
    expect(screen.queryByText('Over budget')).toBeNull();
  });

  it('refuses, without sending, a save that would pass a budget that refuses hours beyond it', async () => {
    const fetchMock = visit(timesheetWith(refusingBudget));
    const cell = await typeHours('Mar 5, 2030', '3');
    fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));

    const message = `Not saved: ${beyondBudgetMessage('ERP Modernization', 'hours', 10)}`;
    expect(await screen.findByText(message)).toBeTruthy();
    expect(message).toBe(
      'Not saved: ERP Modernization has 10.00 hours left in its budget; this save would pass it.',
    );
    expect(saves(fetchMock)).toEqual([]);
    expect(cell.value).toBe('3');
  });

  it('refuses an auto-save once, keeping what was typed, and tries again only after the next change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = visit(timesheetWith(refusingBudget));
    const cell = await typeHours('Mar 5, 2030', '3');
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_DELAY_MS);

    expect(await screen.findByText('Timesheet Not Saved')).toBeTruthy();
    const grid = screen.getByRole('table', { name: 'Timesheet' });
    expect(within(grid).getByText(/^Not saved: ERP Modernization has 10.00 hours left/)).toBeTruthy();
    // The toast closes by itself; an auto-save trying again would open another.
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_DELAY_MS * 3);
    await waitFor(() => expect(screen.queryByText('Timesheet Not Saved')).toBeNull());
    expect(saves(fetchMock)).toEqual([]);
    expect(cell.value).toBe('3');

    fireEvent.change(cell, { target: { value: '2' } });
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_DELAY_MS);
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
  });

  it('saves hours that stay inside the budget', async () => {
    const fetchMock = visit(timesheetWith(refusingBudget));
    await typeHours('Mar 5, 2030', '2');
    fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    expect(screen.queryByText(/^Not saved/)).toBeNull();
  });

  it("leaves the refusal to the server for a budget that only warns, and shows the server's words", async () => {
    const refusal = beyondBudgetMessage('ERP Modernization', 'hours', 10);
    const fetchMock = visit(timesheetWith({ ...refusingBudget, refuseBeyondBudget: false }), {
      '/api/timesheet/7': () =>
        jsonResponse(422, { error: { code: 'rule_violation', message: refusal, field: 'timesheetRows' } }),
    });
    const cell = await typeHours('Mar 5, 2030', '3');
    fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText('Timesheet Not Saved')).toBeTruthy();
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(saves(fetchMock)).toHaveLength(1);
    expect(cell.value).toBe('3');
  });
});
