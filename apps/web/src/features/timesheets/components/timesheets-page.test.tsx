import { fireEvent, screen, within } from '@testing-library/react';
import { PERIOD_CLOSED_MESSAGE } from '@timekeep/shared/domain/timesheet-rules';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { describe, expect, it } from 'vitest';
import { buildTimesheet } from '../../../test/factories';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { TimesheetsPage } from './timesheets-page';

function visit(timesheet: Timesheet, answers: Record<string, () => Response> = {}) {
  stubApi({
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
    ...answers,
  });
  return renderRoutes(
    [{ path: '/timesheets', element: <TimesheetsPage pendingTimeOff={async () => []} /> }],
    '/timesheets',
  );
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
