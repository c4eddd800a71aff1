import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../test/actions';
import { demoUsers, jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { InsightsPage } from './insights-page';

function visit(path: string) {
  const fetchMock = stubApi({
    '/api/user': () => jsonResponse(200, { currentUser: demoUsers.manager, error: null }),
    '/api/departments': () => jsonResponse(200, { departments: [{ id: 2, name: 'Consulting' }] }),
    '/api/clients': () => jsonResponse(200, { clients: [{ id: 4, name: 'Acme' }] }),
    '/api/insights/utilization': () =>
      jsonResponse(200, {
        periods: [
          {
            startDate: '2026-03-01',
            endDate: '2026-03-15',
            capacity: 88,
            hoursTotal: 86,
            hoursBillable: 70.5,
            utilization: 70.5 / 88,
          },
        ],
      }),
    '/api/insights/utilization_targets': () =>
      jsonResponse(200, {
        people: [
          {
            personId: 11,
            name: 'Emily Carter',
            startDate: '2026-03-01',
            endDate: '2026-03-15',
            capacity: 88,
            hoursBillable: 35.2,
            utilization: 0.4,
            utilizationTarget: 80,
          },
        ],
        teams: [
          {
            teamLeadId: 4,
            teamLeadName: 'Marcus Bennett',
            startDate: '2026-03-01',
            endDate: '2026-03-15',
            capacity: 176,
            hoursBillable: 105.6,
            utilization: 0.6,
            utilizationTarget: 70,
          },
        ],
      }),
    '/api/insights/billable_hours': () =>
      jsonResponse(200, {
        clients: [{ clientId: 4, clientName: 'Acme', billableHours: 70.5, nonBillableHours: 2 }],
      }),
    '/api/insights/engagement_hours': () => jsonResponse(200, { hours: [] }),
    '/api/insights/time_off': () =>
      jsonResponse(200, { months: [{ month: '2026-03', reason: 'pto', hours: 16 }] }),
    '/api/insights/not_submitted': () =>
      jsonResponse(400, { error: { code: 'validation_failed', message: 'The range is too long.' } }),
  });
  return { ...renderRoutes([{ path: '/reports/insights', element: <InsightsPage /> }], path), fetchMock };
}

const card = (name: string) => screen.getByRole('region', { name });

describe('the Insights page', () => {
  it("shows each chart's figures as a table on request, with its link to the rows", async () => {
    visit('/reports/insights?startDate=2026-03-01&endDate=2026-03-31&clientId=4');

    await screen.findByRole('img', { name: /Utilization chart/ });
    fireEvent.click(within(card('Utilization')).getByText('Table'));
    const table = within(card('Utilization')).getByRole('table', { name: 'Utilization per period' });
    expect(
      within(table).getByRole('row', { name: 'Mar 1, 2026 - Mar 15, 2026 88.00 86.00 70.50 80%' }),
    ).toBeTruthy();
    expect(within(card('Utilization')).getByText(/Not filtered by client/)).toBeTruthy();
    expect(
      within(card('Billable and Non-Billable Hours by Client')).getByRole('link').getAttribute('href'),
    ).toBe('/reports/accounting?startDate=2026-03-01&endDate=2026-03-31&clientId=4');
    expect(within(card('Time Off Taken')).getByRole('link', { name: 'Team Time Off' })).toBeTruthy();
  });

  it("shows a team's or a person's utilization against target, as a table too, with the Allocation report", async () => {
    visit('/reports/insights?startDate=2026-03-01&endDate=2026-03-31&timesheetStatus=all');

    const region = await screen.findByRole('region', { name: 'Utilization Against Target' });
    await within(region).findByRole('img', { name: /Utilization Against Target chart/ });
    fireEvent.click(within(region).getByText('Table'));
    const teamTable = within(region).getByRole('table', {
      name: 'Utilization Against Target: Team of Marcus Bennett',
    });
    expect(
      within(teamTable).getByRole('row', {
        name: 'Mar 1, 2026 - Mar 15, 2026 176.00 105.60 60% 70% Below target',
      }),
    ).toBeTruthy();
    await pickOption(region, 'Show', 'Emily Carter');
    const personTable = within(region).getByRole('table', {
      name: 'Utilization Against Target: Emily Carter',
    });
    expect(
      within(personTable).getByRole('row', {
        name: 'Mar 1, 2026 - Mar 15, 2026 88.00 35.20 40% 80% Below target',
      }),
    ).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Allocation Report' }).getAttribute('href')).toBe(
      '/reports/allocation?startDate=2026-03-01&endDate=2026-03-31&timesheetStatus=all',
    );
  });

  it('says that utilization is against capacity less approved time off', async () => {
    visit('/reports/insights?startDate=2026-03-01&endDate=2026-03-31');

    await screen.findByRole('img', { name: /Utilization chart/ });
    expect(
      within(card('Utilization')).getByText(
        'Billable hours against capacity (8 hours a working day less approved time off) of the counted timesheets, per period.',
      ),
    ).toBeTruthy();
  });

  it('says when a chart has nothing, and shows a failed chart on its own', async () => {
    visit('/reports/insights?startDate=2026-03-01&endDate=2026-03-31');

    expect(await within(card('Hours by Engagement')).findByText('No Records Were Found')).toBeTruthy();
    expect((await within(card('Timesheets Not Submitted')).findByRole('alert')).textContent).toBe(
      'The range is too long.',
    );
  });

  it('asks every chart for the dates in the URL and only the filters it takes', async () => {
    const { fetchMock } = visit('/reports/insights?startDate=2026-03-01&endDate=2026-03-31&clientId=4');
    await screen.findByRole('img', { name: /Utilization chart/ });

    const urls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('insights'));
    expect(urls.sort()).toEqual([
      '/api/insights/billable_hours?startDate=2026-03-01&endDate=2026-03-31&clientId=4',
      '/api/insights/engagement_hours?startDate=2026-03-01&endDate=2026-03-31&clientId=4',
      '/api/insights/not_submitted?startDate=2026-03-01&endDate=2026-03-31',
      '/api/insights/time_off?startDate=2026-03-01&endDate=2026-03-31',
      '/api/insights/utilization?startDate=2026-03-01&endDate=2026-03-31',
      '/api/insights/utilization_targets?startDate=2026-03-01&endDate=2026-03-31',
    ]);
  });

  it('takes a typed start date and asks every chart for it', async () => {
    const { fetchMock } = visit('/reports/insights?startDate=2026-03-01&endDate=2026-03-31');
    await screen.findByRole('img', { name: /Utilization chart/ });
    const startDate = screen.getByRole('textbox', { name: 'Start Date' });

    fireEvent.focus(startDate);
    fireEvent.input(startDate, { target: { value: '02/16/2026' } });

    await screen.findByRole('img', { name: /Utilization chart/ });
    const asked = () => fetchMock.mock.calls.map(([input]) => String(input));
    await vi.waitFor(() =>
      expect(asked()).toContain('/api/insights/utilization?startDate=2026-02-16&endDate=2026-03-31'),
    );
  });
});
