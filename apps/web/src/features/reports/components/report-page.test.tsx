import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { periodContaining, previousPeriod, todayIso } from '@timekeep/shared/domain/periods';
import type { AccountingReportEntry, BudgetReportRow } from '@timekeep/shared/schemas/reports';
import { describe, expect, it, vi } from 'vitest';
import { buildEngagement } from '../../../test/factories';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { type AnyReportDefinition, reportCatalog } from '../report-catalog';
import { ReportPage } from './report-page';

const report = (path: string) =>
  reportCatalog.find((candidate) => candidate.path === path) as AnyReportDefinition;
const today = todayIso();

const entry: AccountingReportEntry = {
  id: 1663,
  user: { id: 27, name: 'Sofia Alvarez', email: 'sofia.alvarez@example.com' },
  engagement: {
    id: 1,
    name: 'ERP Modernization',
    projectId: 'ACME-1001',
    clientId: 1,
    clientName: 'Acme Manufacturing',
  },
  role: 'Consultant',
  date: '2026-10-01',
  hours: 4,
  rate: 150,
  note: null,
  timesheetStatus: 'approved',
  changedAfterCloseAt: null,
};

function engagement(id: number, clientId: number, projectId: string, name: string) {
  return buildEngagement({ id, clientId, projectId, name, clientName: `Client ${clientId}` });
}

const filterOptions = {
  '/api/departments': () => jsonResponse(200, { departments: [{ id: 1, name: 'Consulting' }] }),
  '/api/clients': () =>
    jsonResponse(200, {
      clients: [
        { id: 1, name: 'Acme Manufacturing' },
        { id: 2, name: 'Northwind Traders' },
      ],
    }),
  '/api/engagements': () =>
    jsonResponse(200, {
      engagements: [
        engagement(1, 1, 'ACME-1001', 'ERP Modernization'),
        engagement(4, 2, 'NWND-1004', 'Orders'),
      ],
    }),
  '/api/employees/engagement_managers': () =>
    jsonResponse(200, { spudUsers: [{ id: 6, name: 'Megan Brooks' }] }),
  '/api/resources/all_resources': () =>
    jsonResponse(200, { resources: [{ engagementId: 1, spudUserId: 27, name: 'Sofia Alvarez' }] }),
};

function open(path: string) {
  renderRoutes(
    [{ path: '/reports/:report', element: <ReportPage report={report(path)} /> }],
    `/reports/${path}`,
  );
}

/**
 * Chooses an option of a select. jsdom never runs the dropdown's opening transition, so the option is clicked in
 * the select's own (mounted, hidden) list, as Mantine handles it either way.
 */
async function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label }) as HTMLInputElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  fireEvent.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

function queryOf(fetchMock: ReturnType<typeof stubApi>, path: string): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('ReportPage', () => {
  it('asks for a client before offering projects, and clears the project when the client changes', async () => {
    stubApi(filterOptions);
    open('accounting');
    const project = () => screen.getByRole('combobox', { name: 'Project' }) as HTMLInputElement;

    expect(project().placeholder).toBe('Select a client...');
    expect(project().disabled).toBe(true);

    await choose('Client', 'Acme Manufacturing');
    expect(project().disabled).toBe(false);
    await choose('Project', 'ACME-1001 ERP Modernization');
    expect(project().value).toBe('ACME-1001 ERP Modernization');

    await choose('Client', 'Northwind Traders');
    expect(project().value).toBe('');
  });

  it('runs with the chosen filters, shows the rows and offers the same run as a download', async () => {
    const fetchMock = stubApi({
      ...filterOptions,
      '/api/accounting_report': () => jsonResponse(200, { timesheetEntries: [entry] }),
    });
    open('accounting');
    expect(screen.getByText('Make selections and click run report')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download as XLS' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await choose('Client', 'Acme Manufacturing');
    await choose('Billable', 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Run Report' }));

    const table = await screen.findByRole('table', { name: 'Accounting Report results' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(
      expect.arrayContaining(['Sofia Alvarez', 'Oct 1, 2026', '4.00', '$150.00', 'Approved']),
    );
    expect(queryOf(fetchMock, '/api/accounting_report')).toEqual([
      { startDate: today, endDate: today, clientId: '1', billable: 'true', timesheetStatus: 'approved' },
    ]);
    const download = screen.getByRole('link', { name: 'Download as XLS' });
    expect(download.getAttribute('href')).toBe(
      `/api/accounting_report/export?startDate=${today}&endDate=${today}&clientId=1&billable=true&timesheetStatus=approved`,
    );
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('says an export too big to download at once is being prepared (202), and tells the page', async () => {
    const queued = vi.fn();
    const fetchMock = stubApi({
      '/api/allocation_report': () => jsonResponse(200, { results: [] }),
      '/api/allocation_report/export': () =>
        jsonResponse(202, {
          message: 'Your export is being prepared',
          export: { id: '6f1c0c1e-8d1b-4bd8-9d55-3b1f0f7a2a10', status: 'queued' },
        }),
    });
    renderRoutes(
      [
        {
          path: '/reports/:report',
          element: <ReportPage report={report('allocation')} onExportQueued={queued} />,
        },
      ],
      '/reports/allocation',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Run Report' }));
    await screen.findByText('No Records Were Found');

    fireEvent.click(screen.getByRole('link', { name: 'Download as XLS' }));

    expect(
      await screen.findByText('Your export is being prepared', { selector: '.mantine-Notification-title' }),
    ).toBeTruthy();
    expect(queued).toHaveBeenCalledTimes(1);
    expect(queryOf(fetchMock, '/api/allocation_report/export')).toHaveLength(1);
  });

  /** Runs the accounting report, which the server refuses for the field named. */
  function runRefused(message: string, field: string) {
    stubApi({
      ...filterOptions,
      '/api/accounting_report': () =>
        jsonResponse(400, { error: { code: 'validation_failed', message, field } }),
    });
    open('accounting');
    fireEvent.click(screen.getByRole('button', { name: 'Run Report' }));
  }

  it('shows a refused range beside End Date and raises the Report Failed toast', async () => {
    runRefused(
      'The range from the start date to the end date spans 1200 days; a report covers at most 1100.',
      'querystring.endDate',
    );

    const reason =
      'The range from the start date to the end date spans 1200 days; a report covers at most 1100.';
    const [besideField, inResults] = await screen.findAllByText(reason);
    expect(screen.getByRole('textbox', { name: 'End Date' }).getAttribute('aria-describedby')).toContain(
      besideField!.id,
    );
    expect(inResults!.closest('[role="alert"]')?.textContent).toContain('Report Failed');
    expect(
      await screen.findByText('Report Failed', { selector: '.mantine-Notification-title' }),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download as XLS' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("words a refused date after its field's label, not the API's path", async () => {
    runRefused('querystring.startDate: is not a date (YYYY-MM-DD)', 'querystring.startDate');

    const [besideField, inResults] = await screen.findAllByText('Start Date is not a date (YYYY-MM-DD)');
    expect(screen.getByRole('textbox', { name: 'Start Date' }).getAttribute('aria-describedby')).toContain(
      besideField!.id,
    );
    expect(inResults!.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText(/querystring/)).toBeNull();
  });

  it('says nothing was found after a run without rows', async () => {
    stubApi({ '/api/allocation_report': () => jsonResponse(200, { results: [] }) });
    open('allocation');
    fireEvent.click(screen.getByRole('button', { name: 'Run Report' }));
    expect(await screen.findByText('No Records Were Found')).toBeTruthy();
  });

  it("runs the budget report as of a day, in each budget's unit, with the burn in words", async () => {
    const budget: BudgetReportRow = {
      engagement: entry.engagement,
      engagementManager: 'Megan Brooks',
      kind: 'hours',
      span: 'month',
      spanStart: '2026-10-01',
      spanEnd: '2026-10-31',
      amount: 100,
      approved: 80,
      pending: 15,
      remaining: 5,
      percentApproved: 80,
      percentWithPending: 95,
      forecastEndDate: '2026-10-20',
      approvedHours: 80,
      pendingHours: 15,
      approvedFees: null,
      pendingFees: null,
    };
    const fees: BudgetReportRow = {
      ...budget,
      engagement: { ...entry.engagement, id: 4, projectId: 'NWND-1004', name: 'Orders' },
      kind: 'fees',
      span: 'engagement',
      spanStart: null,
      spanEnd: null,
      amount: null,
      approved: null,
      pending: null,
      remaining: null,
      percentApproved: 12.5,
      percentWithPending: 12.5,
      forecastEndDate: null,
      approvedHours: 2.5,
      pendingHours: 0,
    };
    const fetchMock = stubApi({
      ...filterOptions,
      '/api/budget_report': () => jsonResponse(200, { results: [budget, fees] }),
    });
    open('budget');
    expect(screen.queryByRole('textbox', { name: 'Start Date' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'As Of' }), { target: { value: '10/15/2026' } });
    await choose('Engagement Manager', 'Megan Brooks');
    fireEvent.click(screen.getByRole('button', { name: 'Run Report' }));

    const table = await screen.findByRole('table', { name: 'Budget Report results' });
    const [hoursRow, feesRow] = within(table)
      .getAllByRole('row')
      .slice(1, 3)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(hoursRow).toEqual([
      'Acme Manufacturing',
      'ACME-1001',
      'ERP Modernization',
      'Megan Brooks',
      'Hours',
      'Monthly',
      'October 2026',
      '100.00 hours',
      '80.00 hours',
      '15.00 hours',
      '5.00 hours',
      '80%',
      '95%',
      '80% approved, 95% with pending',
      'Oct 20, 2026',
      '80.00',
      '15.00',
      '',
      '',
    ]);
    // Fees the caller may not see stay blank; the percents and hours show.
    expect(feesRow?.slice(4, 15)).toEqual([
      'Fees',
      'Whole engagement',
      '',
      '',
      '',
      '',
      '',
      '12.5%',
      '12.5%',
      '12.5% approved, 12.5% with pending',
      '',
    ]);
    // The foot adds up the hours columns, as the download's total row does.
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
    expect(within(table).getAllByRole('cell', { name: '82.50' })).toHaveLength(1);
    expect(queryOf(fetchMock, '/api/budget_report')).toEqual([
      { asOf: '2026-10-15', engagementManagerId: '6' },
    ]);
    expect(screen.getByRole('link', { name: 'Download as XLS' }).getAttribute('href')).toBe(
      '/api/budget_report/export?asOf=2026-10-15&engagementManagerId=6',
    );
  });

  it("asks for the budget report's day before running it", async () => {
    const fetchMock = stubApi(filterOptions);
    open('budget');
    fireEvent.input(screen.getByRole('textbox', { name: 'As Of' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run Report' }));
    expect(await screen.findByText('Enter a date.')).toBeTruthy();
    expect(queryOf(fetchMock, '/api/budget_report')).toEqual([]);
  });

  it('runs the not-submitted report as it opens and again for each period chosen', async () => {
    const current = periodContaining(today);
    const previous = previousPeriod(current);
    const fetchMock = stubApi({
      '/api/timesheet_periods': () =>
        jsonResponse(200, {
          timesheetPeriods: [
            { id: 1, ...previous, current: false },
            { id: 2, ...current, current: true },
          ],
        }),
      '/api/not_submitted_report': () =>
        jsonResponse(200, {
          results: [
            {
              id: 18,
              name: 'George Adams',
              title: 'Billing Specialist',
              email: 'george.adams@example.com',
              manager: 'David Okafor',
              totalHours: 0,
              timesheetStatus: null,
            },
          ],
        }),
    });
    open('timesheets-not-submitted');

    expect(await screen.findByRole('cell', { name: 'George Adams' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Previous period' }));
    await screen.findByRole('button', { name: 'Current Timesheet' });
    await screen.findByRole('cell', { name: 'George Adams' });

    expect(queryOf(fetchMock, '/api/not_submitted_report')).toEqual([
      { start_date: current.startDate },
      { start_date: previous.startDate },
    ]);
  });
});
