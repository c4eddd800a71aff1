import { fireEvent, screen, waitFor } from '@testing-library/react';
import { periodContaining, previousPeriod, todayIso } from '@timekeep/shared/domain/periods';
import { PERIOD_CLOSED_MESSAGE } from '@timekeep/shared/domain/timesheet-rules';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { describe, expect, it } from 'vitest';
import { buildTimesheet } from '../../../test/factories';
import { demoUsers, jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { UserTimesheetPage } from './user-timesheet-page';

const current = periodContaining(todayIso());
const previous = previousPeriod(current);

function timesheetOf(period: { startDate: string; endDate: string }, id: number | null): Timesheet {
  return buildTimesheet({
    id,
    status: id === null ? 'unsubmitted' : 'rejected',
    version: id === null ? 0 : 3,
    timesheetPeriod: period,
    timesheetRows: [],
  });
}

function stubTimesheets() {
  return stubApi({}).mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/timesheet_periods') {
      return jsonResponse(200, {
        timesheetPeriods: [
          { id: 1, ...previous, current: false },
          { id: 2, ...current, current: true },
        ],
      });
    }
    if (url.pathname === '/api/timesheet') {
      const asked = url.searchParams.get('start_date');
      return jsonResponse(200, {
        timesheet: asked ? timesheetOf(previous, 41) : timesheetOf(current, null),
      });
    }
    if (url.pathname === '/api/timesheet/41/history') {
      return jsonResponse(200, {
        timesheetStatusRevisions: [
          {
            id: 1,
            createdAt: '2026-10-16T16:42:00Z',
            status: 'pending',
            note: null,
            spudUser: { name: 'Emily Carter' },
          },
          {
            id: 2,
            createdAt: '2026-10-18T10:12:00Z',
            status: 'rejected',
            note: 'Please split the training hours.',
            spudUser: { name: 'Megan Brooks' },
          },
        ],
      });
    }
    throw new Error(`Unexpected API call: ${url.pathname}`);
  });
}

function open(path: string) {
  return renderRoutes(
    [
      {
        path: '/admin/users/:userId/timesheets',
        element: <UserTimesheetPage renderGrid={(timesheet) => <p>Grid of {timesheet.employee}</p>} />,
      },
    ],
    path,
    { signedInAs: demoUsers.admin },
  );
}

const calls = (fetchMock: ReturnType<typeof stubTimesheets>) =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });

describe('UserTimesheetPage', () => {
  it("shows the person's current timesheet with the grid it is given, and empty tabs when never saved", async () => {
    const fetchMock = stubTimesheets();
    open('/admin/users/23/timesheets');

    expect(await screen.findByRole('heading', { name: 'Viewing Timesheet for Emily Carter' })).toBeTruthy();
    expect(screen.getByText('Grid of Emily Carter')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Comments' })).toBeTruthy();
    expect(screen.getByText('No comments to display')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('No history to display.')).toBeTruthy();
    expect(calls(fetchMock)).toContain('/api/timesheet?user_id=23');
    expect(calls(fetchMock).some((call) => call.includes('/history'))).toBe(false);
  });

  it('moves to another period through startDate, with its comments and history asked for that person', async () => {
    const fetchMock = stubTimesheets();
    const { router } = open('/admin/users/23/timesheets');
    fireEvent.click(await screen.findByRole('button', { name: 'Previous period' }));

    expect(await screen.findByText('Please split the training hours.')).toBeTruthy();
    expect(router.state.location.search).toBe(`?startDate=${previous.startDate}`);
    expect(screen.getByRole('button', { name: 'Current Timesheet' })).toBeTruthy();
    expect(calls(fetchMock)).toContain(`/api/timesheet?start_date=${previous.startDate}&user_id=23`);
    expect(calls(fetchMock)).toContain('/api/timesheet/41/history?user_id=23');

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const history = screen.getByRole('table', { name: 'History' });
    expect(history.textContent).toContain('Megan Brooks');
    expect(history.textContent).toContain('Pending');
  });

  it('says above the grid when the period is closed for the person', async () => {
    stubApi({
      '/api/timesheet_periods': () => jsonResponse(200, { timesheetPeriods: [] }),
      '/api/timesheet': () => jsonResponse(200, { timesheet: buildTimesheet({ periodClosed: true }) }),
      '/api/timesheet/7/history': () => jsonResponse(200, { timesheetStatusRevisions: [] }),
    });
    open('/admin/users/23/timesheets');

    const message = await screen.findByText(PERIOD_CLOSED_MESSAGE);
    expect(message.closest('[role="status"]')).toBeTruthy();
    const grid = screen.getByText('Grid of Emily Carter');
    expect(message.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of closing while the period is open', async () => {
    stubTimesheets();
    open('/admin/users/23/timesheets');

    expect(await screen.findByText('Grid of Emily Carter')).toBeTruthy();
    expect(screen.queryByText(PERIOD_CLOSED_MESSAGE)).toBeNull();
  });

  it('says when the timesheet cannot be found', async () => {
    stubApi({
      '/api/timesheet_periods': () => jsonResponse(200, { timesheetPeriods: [] }),
      '/api/timesheet': () => jsonResponse(404, { error: { code: 'not_found', message: 'No such person.' } }),
    });
    open('/admin/users/999/timesheets');
    expect(await screen.findByText('Timesheet not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Users' }).getAttribute('href')).toBe('/admin/users');
  });

  it('offers the current timesheet when the chosen period has none', async () => {
    const fetchMock = stubTimesheets();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).includes('start_date=1990-01-01')
        ? jsonResponse(404, {
            error: { code: 'not_found', message: 'There is no timesheet period for that date.' },
          })
        : answer(input),
    );
    const { router } = open('/admin/users/23/timesheets?startDate=1990-01-01');

    expect(await screen.findByText('Timesheet not found.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Current Timesheet' }));

    expect(await screen.findByRole('heading', { name: 'Viewing Timesheet for Emily Carter' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('shows not-found for a user segment that is not an id', async () => {
    stubApi({});
    open('/admin/users/emily/timesheets');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy());
  });
});
