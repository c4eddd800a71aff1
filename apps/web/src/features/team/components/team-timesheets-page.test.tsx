import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTeamTimesheetSummary } from '../../../test/factories';
import { demoUsers, jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { TeamTimesheetsPage } from './team-timesheets-page';

const relatedManagers = [{ id: 4, firstName: 'Marcus', lastName: 'Bennett', name: 'Marcus Bennett' }];

function visit(path: string) {
  const fetchMock = stubApi({
    '/api/timesheet_periods': () =>
      jsonResponse(200, {
        timesheetPeriods: [
          { id: 1, startDate: '2030-03-01', endDate: '2030-03-15', current: false },
          { id: 2, startDate: '2030-03-16', endDate: '2030-03-31', current: true },
        ],
      }),
    '/api/related_managers': () => jsonResponse(200, { relatedManagers }),
    '/api/team/timesheets': () =>
      jsonResponse(200, {
        timesheets: [
          buildTeamTimesheetSummary({
            hoursTotal: 80,
            hoursBillable: 70.5,
            capacity: 88,
            utilization: 0.8011,
            approvedTimeOffHours: 24,
            pendingTimeOffHours: 8,
          }),
          buildTeamTimesheetSummary({
            id: 9,
            spudUserId: 13,
            employee: 'Grace Liu',
            periodClosed: true,
            timeOffChangedAt: '2030-03-12T09:30:00.000Z',
          }),
          buildTeamTimesheetSummary({
            id: 10,
            spudUserId: 14,
            employee: 'Ravi Shah',
            hoursBillable: 35.2,
            capacity: 88,
            utilization: 0.4,
            utilizationTarget: 80,
          }),
          buildTeamTimesheetSummary({
            id: null,
            spudUserId: 12,
            employee: 'Connor Reyes',
            status: 'unsubmitted',
            hoursTotal: 0,
            hoursBillable: 0,
            utilization: 0,
          }),
        ],
        teamUtilization: {
          capacity: 264,
          hoursBillable: 105.7,
          utilization: 105.7 / 264,
          utilizationTarget: 80,
        },
      }),
  });
  const view = renderRoutes(
    [
      { path: '/team/timesheets', element: <TeamTimesheetsPage /> },
      { path: '/team/timesheets/:id', element: <p>One timesheet</p> },
    ],
    path,
    { signedInAs: demoUsers.manager },
  );
  return { ...view, fetchMock };
}

describe('the team timesheets of a period', () => {
  it('shows hours with two decimals, utilization as a whole percent, and the status', async () => {
    visit('/team/timesheets?startDate=2030-03-01');

    const row = (await screen.findByRole('link', { name: 'Emily Carter' })).closest('tr')!;
    expect(within(row).getByText('80.00')).toBeTruthy();
    expect(within(row).getByText('70.50')).toBeTruthy();
    expect(within(row).getByText('88.00')).toBeTruthy();
    expect(within(row).getByText('80%')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
  });

  it("shows each member's utilization beside their target, in words when below it, and the team's figure", async () => {
    visit('/team/timesheets?startDate=2030-03-01');

    const table = (await screen.findByRole('link', { name: 'Ravi Shah' })).closest('table')!;
    const column = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
      .indexOf('Utilization');
    const cellOf = (name: string) =>
      within(within(table).getByText(name).closest('tr')!).getAllByRole('cell')[column]!;
    expect(cellOf('Ravi Shah').textContent).toBe('40% / 80%Below target');
    expect(cellOf('Emily Carter').textContent).toBe('80% / — no target');
    expect(
      screen.getByText(
        'Team utilization for the period: 40% / 80% (below target), 105.70 billable of 264.00 hours of capacity.',
      ),
    ).toBeTruthy();
  });

  it('says beside a member whose period is closed that nobody decides it until an admin reopens it', async () => {
    visit('/team/timesheets?startDate=2030-03-01');
    const closed = (await screen.findByRole('link', { name: 'Grace Liu' })).closest('tr')!;
    expect(within(closed).getByText('Period closed: an admin reopens it')).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Emily Carter' }).closest('tr')!;
    expect(within(open).queryByText('Period closed: an admin reopens it')).toBeNull();
  });

  it('marks a member whose approved time off changed since they submitted (issue 39)', async () => {
    visit('/team/timesheets?startDate=2030-03-01');
    const changed = (await screen.findByRole('link', { name: 'Grace Liu' })).closest('tr')!;
    expect(within(changed).getByText('Time off changed since submission')).toBeTruthy();
    const unchanged = screen.getByRole('link', { name: 'Emily Carter' }).closest('tr')!;
    expect(within(unchanged).queryByText('Time off changed since submission')).toBeNull();
  });

  it('shows each member’s approved time off of the period and marks the hours still waiting for an answer', async () => {
    visit('/team/timesheets?startDate=2030-03-01');

    const table = (await screen.findByRole('link', { name: 'Emily Carter' })).closest('table')!;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const column = headers.indexOf('Time Off');
    // After the checkbox column of decisions in bulk and the five figures before it.
    expect(column).toBe(6);
    const cellOf = (name: string) =>
      within(within(table).getByText(name).closest('tr')!).getAllByRole('cell')[column]!;
    expect(cellOf('Emily Carter').textContent).toBe('24.008.00 pending');
    expect(within(cellOf('Emily Carter')).getByText('8.00 pending').dataset.kind).toBe('pending');
    expect(cellOf('Connor Reyes').textContent).toBe('0.00');
  });

  it('links a row to its timesheet keeping the query string, and leaves a member without one unlinked', async () => {
    const { router } = visit('/team/timesheets?startDate=2030-03-01&approverId=4');

    const link = await screen.findByRole('link', { name: 'Emily Carter' });
    expect(link.getAttribute('href')).toBe('/team/timesheets/7?startDate=2030-03-01&approverId=4');
    const unsaved = screen.getByText('Connor Reyes').closest('tr')!;
    expect(unsaved.getAttribute('aria-disabled')).toBe('true');
    expect(within(unsaved).queryByRole('link')).toBeNull();
    expect(within(link.closest('tr')!).queryByText('No timesheet yet')).toBeNull();

    fireEvent.click(within(link.closest('tr')!).getByText('80.00'));
    expect(await screen.findByText('One timesheet')).toBeTruthy();
    expect(router.state.location.search).toBe('?startDate=2030-03-01&approverId=4');
  });

  it('says under the greyed name of a member without a timesheet why the row opens nothing', async () => {
    visit('/team/timesheets?startDate=2030-03-01');

    const name = await screen.findByText('Connor Reyes');
    expect(name.closest('td')!.textContent).toBe('Connor ReyesNo timesheet yet');
    expect(within(name.closest('td')!).getByText('No timesheet yet')).toBeTruthy();
  });

  it('names the lead viewed as, and asks for their team', async () => {
    const { fetchMock } = visit('/team/timesheets?approverId=4');

    expect(await screen.findByText('Viewing timesheets for Marcus Bennett')).toBeTruthy();
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/team/timesheets');
    expect(asked?.searchParams.get('approver_id')).toBe('4');
  });

  it('moves between periods through the startDate query parameter', async () => {
    const { router } = visit('/team/timesheets?startDate=2030-03-01');

    const next = await screen.findByRole('button', { name: 'Next period' });
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
    fireEvent.click(next);
    expect(router.state.location.search).toBe('?startDate=2030-03-16');
    fireEvent.click(screen.getByRole('button', { name: 'Previous period' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Current Timesheet' }));
    expect(router.state.location.search).toBe('');
  });
});
