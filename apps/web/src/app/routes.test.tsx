import { configure, screen, within } from '@testing-library/react';
import type { CurrentUser } from '@timekeep/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { buildAdminPerson, buildTimesheet } from '../test/factories';
import { demoUsers, jsonResponse, renderRoutes, stubApi } from '../test/render';
import { routes } from './routes';

// Each page is its own chunk, loaded on first visit: the first visit of a page transforms it in the test run.
configure({ asyncUtilTimeout: 5000 });

const publicConfig = {
  version: '4.0.0',
  hrEmail: 'hr@example.com',
  sentryDsn: null,
  analyticsUrl: null,
  powerBi: { perPersonTokens: false },
};

function visit(
  path: string,
  user: CurrentUser = demoUsers.employee,
  answers: Record<string, () => Response> = {},
) {
  const fetchMock = stubApi({
    '/api/config': () => jsonResponse(200, publicConfig),
    '/api/powerbi/reports': () => jsonResponse(200, { reports: [] }),
    '/api/user': () => jsonResponse(200, { currentUser: user, error: null }),
    '/api/notifications': () => jsonResponse(200, { notifications: [], unreadCount: 0 }),
    '/api/report_exports': () => jsonResponse(200, { exports: [] }),
    ...answers,
  });
  return { ...renderRoutes(routes, path), fetchMock };
}

const notFound = () => screen.findByRole('heading', { name: 'Page Not Found' });
const notAllowed = () => screen.findByRole('heading', { name: 'Page Not Available' });

function tabLabels(section: string): string[] {
  const nav = screen.getByRole('navigation', { name: section });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('routes', () => {
  it('opens Power BI to admins and the reports role only, while its tokens name nobody', async () => {
    visit('/power-bi-reports', demoUsers.employee);
    expect(await notAllowed()).toBeTruthy();
  });

  it('opens Power BI to every role once each token names the person', async () => {
    visit('/power-bi-reports', demoUsers.employee, {
      '/api/config': () => jsonResponse(200, { ...publicConfig, powerBi: { perPersonTokens: true } }),
    });
    expect(await screen.findByRole('heading', { name: 'Power BI Reports' })).toBeTruthy();
  });

  it('sends / to /timesheets inside the signed-in shell', async () => {
    const { router } = visit('/');

    // The first lazily loaded page of the file is transformed on demand: slow on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Timesheets' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/timesheets');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
  });

  it('sends a reports-only user from / to the reports, and keeps the timesheet from them', async () => {
    const { router } = visit('/', demoUsers.reports);

    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reports');
    await router.navigate('/timesheets');
    expect(await notAllowed()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Reports' }).getAttribute('href')).toBe('/reports');
  });

  it('shows the not-found view below /timesheets and for unknown paths', async () => {
    visit('/timesheets/2024-05-01');
    expect(await notFound()).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Sad face' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Timesheets' })).toBeTruthy();
  });

  it('opens the current time-off tab from /pto', async () => {
    const { router } = visit('/pto');

    expect(await screen.findByRole('heading', { name: 'Time Off' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pto/current');
    expect(tabLabels('Time off sections')).toEqual(['Current & Upcoming', 'History']);
  });

  it('keeps contractors out of time off, saying why and leading home', async () => {
    visit('/pto/current', demoUsers.contractor);
    expect(await notAllowed()).toBeTruthy();
    expect(screen.getByText('This page is not available to your role.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Timesheets' }).getAttribute('href')).toBe('/timesheets');
  });

  it('opens the pending tab of /team for a manager', async () => {
    const { router } = visit('/team', demoUsers.manager);

    expect(await screen.findByRole('heading', { name: 'Team' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/team/pending');
    expect(tabLabels('Team sections')).toEqual(['Pending', 'Time', 'Time Off']);
  });

  it('keeps non-managers out of /team', async () => {
    visit('/team/pending', demoUsers.employee);
    expect(await notAllowed()).toBeTruthy();
  });

  it('shows not-found for an unknown path under /team', async () => {
    visit('/team/unknown', demoUsers.manager);
    expect(await notFound()).toBeTruthy();
  });

  it('shows not-found for a team member path that names no person or year', async () => {
    visit('/team/pto/someone/2025', demoUsers.manager);
    expect(await notFound()).toBeTruthy();
  });

  it('sends admins from any admin path to the users list', async () => {
    const { router } = visit('/admin/settings', demoUsers.admin);

    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it("opens a user's timesheet from the admin area in the read-only grid", async () => {
    const timesheet = buildTimesheet({
      id: 41,
      status: 'approved',
      timesheetPeriod: { startDate: '2026-10-01', endDate: '2026-10-15' },
    });
    timesheet.timesheetRows[0]!.timesheetEntries = [{ id: 1, date: '2026-10-02', hours: 8, note: null }];
    visit('/admin/users/23/timesheets?startDate=2026-10-01', demoUsers.admin, {
      '/api/timesheet': () => jsonResponse(200, { timesheet }),
      '/api/timesheet_periods': () => jsonResponse(200, { timesheetPeriods: [] }),
      '/api/holidays': () => jsonResponse(200, { holidays: [] }),
      '/api/timesheet/41/history': () => jsonResponse(200, { timesheetStatusRevisions: [] }),
    });

    expect(await screen.findByRole('heading', { name: 'Viewing Timesheet for Emily Carter' })).toBeTruthy();
    const grid = screen.getByRole('table', { name: 'Timesheet' });
    const row = within(grid).getByRole('rowheader', { name: 'ACME-1001 Consultant' }).closest('tr')!;
    expect(within(row).getByText('8.00', { selector: 'p' })).toBeTruthy();
    expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'SAVE' })).toBeNull();
  });

  it('keeps non-admins out of /admin', async () => {
    visit('/admin', demoUsers.manager);
    expect(await notAllowed()).toBeTruthy();
  });

  it('opens the engagements for admins', async () => {
    visit('/engagements', demoUsers.admin, {
      '/api/admin/engagements': () => jsonResponse(200, { engagements: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Engagements' })).toBeTruthy();
    expect(await screen.findByText('No Engagements Found!')).toBeTruthy();
  });

  it('keeps non-admins out of /engagements', async () => {
    visit('/engagements', demoUsers.manager);
    expect(await notAllowed()).toBeTruthy();
  });

  it("lists the admin's sections of the company's data", async () => {
    visit('/admin/holidays', demoUsers.admin, {
      '/api/admin/holidays': () => jsonResponse(200, { year: 2026, holidays: [] }),
    });
    const sections = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Users',
      'Clients',
      'Departments',
      'Additional Projects',
      'Holidays',
      'Offices',
      'Blackout Days',
      'Periods',
      'Balances',
      'Accrual Policies',
      'Utilization Targets',
      'Stand-ins',
      'Service Tokens',
      'Webhooks',
      'SCIM Provisioning',
      'CSV Files',
      'Audit Log',
    ]);
    expect(within(sections).getByRole('link', { name: 'Holidays' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('opens the blackout days of the year in the address', async () => {
    visit('/admin/blackout-days?year=2027', demoUsers.admin, {
      '/api/admin/blackouts': () => jsonResponse(200, { blackouts: [] }),
    });
    expect(await screen.findByText('No blackout days in 2027.')).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(sections).getByRole('link', { name: 'Blackout Days' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it("shows a person's office on their admin page, from the offices feature", async () => {
    visit('/admin/users/23', demoUsers.admin, {
      '/api/admin/people/23': () => jsonResponse(200, { person: buildAdminPerson() }),
      '/api/admin/people/23/offices': () =>
        jsonResponse(200, {
          moves: [{ personId: 23, officeId: 2, officeName: 'London', effectiveFrom: '2020-01-06' }],
        }),
      '/api/admin/offices': () => jsonResponse(200, { offices: [] }),
      '/api/departments': () => jsonResponse(200, { departments: [] }),
      '/api/employees': () => jsonResponse(200, { employees: [] }),
    });
    const office = await screen.findByRole('region', { name: 'Office' });
    expect(await within(office).findByRole('row', { name: /London Current/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Emily Carter' })).toBeTruthy();
  });

  it('lists the six reports and opens each by name', async () => {
    visit('/reports', demoUsers.reports);

    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Timesheets Not Submitted Report' }).getAttribute('href')).toBe(
      '/reports/timesheets-not-submitted',
    );
    const links = within(screen.getByRole('table', { name: 'Reports' })).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links.at(-1)?.textContent).toBe('Budget Report');
    expect(links.at(-1)?.getAttribute('href')).toBe('/reports/budget');
    expect(screen.getByRole('link', { name: 'Insights' }).getAttribute('href')).toBe('/reports/insights');
  });

  it('shows a report screen under its name', async () => {
    visit('/reports/general-time');
    expect(await screen.findByRole('heading', { name: 'General Project Time Report' })).toBeTruthy();
  });

  it('shows not-found for an unknown report', async () => {
    visit('/reports/payroll');
    expect(await notFound()).toBeTruthy();
  });

  it('loads help on demand, with the version and without the help button', async () => {
    visit('/help');

    expect(await screen.findByRole('heading', { name: 'Help', level: 1 })).toBeTruthy();
    expect(screen.getByText('Version 4.0.0')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
  });

  it('calls no third party when neither error reporting nor analytics is configured', async () => {
    const { fetchMock } = visit('/timesheets');

    await screen.findByRole('heading', { name: 'Timesheets' });
    const calledUrls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calledUrls.every((url) => url.startsWith('/api/'))).toBe(true);
  });
});
