import type { Page } from '@playwright/test';
import {
  addDays,
  daysInMonth,
  periodContaining,
  previousPeriod,
  todayIso,
} from '@timekeep/shared/domain/periods';
import ExcelJS from 'exceljs';
import { periodLabel } from '../src/components/timesheet/period-label';
import {
  choose,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
  typeDate,
  typedDate,
} from './fixtures';
import { previousMonth } from './report-ranges';

const today = todayIso();

async function typeRange(page: Page, range: { startDate: string; endDate: string }) {
  await typeDate(page, 'Start Date', range.startDate);
  await typeDate(page, 'End Date', range.endDate);
}

async function openReport(page: Page, name: string) {
  await page.goto('/reports');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

function resultsTable(page: Page, name: string) {
  return page.getByRole('table', { name: `${name} results` });
}

/** Runs the report and answers how many rows it found (all pages), once the results are on screen. */
async function run(page: Page, name: string): Promise<number> {
  await page.getByRole('button', { name: 'Run Report' }).click();
  return rowsFound(page, name);
}

async function rowsFound(page: Page, name: string): Promise<number> {
  const table = resultsTable(page, name);
  const none = page.getByText('No Records Were Found');
  await expect(table.or(none)).toBeVisible({ timeout: 15_000 });
  if (await none.isVisible()) return 0;
  const count = await page.getByTestId('report-row-count').textContent();
  return Number(count!.match(/^([\d,]+) rows?/)![1]!.replaceAll(',', ''));
}

async function screenHeaders(page: Page, name: string): Promise<string[]> {
  return resultsTable(page, name).getByRole('columnheader').allTextContents();
}

/** The totals row under the results, cell by cell ('Total', then the hours columns' sums). */
function screenTotals(page: Page, name: string): Promise<string[]> {
  return resultsTable(page, name).locator('tfoot').locator('th, td').allTextContents();
}

/** A cell of the download as the screen writes it: hours with two decimals, nothing for an empty cell. */
function asScreenText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? value.toFixed(2) : String(value);
}

/**
 * Downloads the run and reads the workbook's one sheet: its header row, how many rows follow it before the
 * empty row, and the totals row after that.
 */
async function download(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download as XLS' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet('report1');
  expect(sheet, 'the workbook has a sheet report1').toBeDefined();
  const header = (sheet!.getRow(1).values as unknown[]).slice(1).map(String);
  const last = sheet!.getRow(sheet!.rowCount);
  const totals = header.map((_, index) => asScreenText(last.getCell(index + 1).value));
  expect(sheet!.getRow(sheet!.rowCount - 1).actualCellCount, 'an empty row before the totals').toBe(0);
  return { fileName: file.suggestedFilename(), header, rows: sheet!.rowCount - 3, totals };
}

/** Runs, finds rows, and checks the table against the download of the same run. */
async function runAndCompareDownload(page: Page, name: string, filePrefix: string): Promise<void> {
  await expect(page.getByRole('button', { name: 'Download as XLS' })).toBeDisabled();
  const found = await run(page, name);
  expect(found, 'the seed gives every run made here some rows').toBeGreaterThan(0);
  const file = await download(page);
  expect(file.fileName).toBe(`${filePrefix}-Report-${today}.xlsx`);
  expect(file.rows).toBe(found);
  expect(file.header).toEqual(await screenHeaders(page, name));
  expect(file.totals[0]).toBe('Total');
  expect(file.totals).toEqual(await screenTotals(page, name));
}

for (const account of ['admin@example.com', 'reports@example.com']) {
  test.describe(`as ${account}`, () => {
    test.beforeEach(async ({ page }) => {
      await signInAs(page, account, '/reports');
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    });

    test('runs the accounting report for a client, billable only, with rates, and downloads it', async ({
      page,
    }) => {
      await openReport(page, 'Accounting Report');
      await expect(page.getByText('Make selections and click run report')).toBeVisible();
      await typeRange(page, previousMonth());
      await choose(page, page, 'Client', 'Acme Manufacturing');
      await choose(page, page, 'Billable', 'Yes');
      await runAndCompareDownload(page, 'Accounting Report', 'Accounting');
      const table = resultsTable(page, 'Accounting Report');
      await expect(table.getByRole('row').nth(1)).toContainText('Acme Manufacturing');
      await expect(table.getByRole('row').nth(1)).toContainText(/\$\d+\.\d\d/);
      await expect(page.getByText('Hover over cell for full contents')).toBeVisible();
    });

    test('runs the project time report for one project and downloads it', async ({ page }) => {
      await openReport(page, 'Project Time Report');
      await expect(page.getByRole('combobox', { name: 'Billable' })).toHaveCount(0);
      await typeRange(page, previousMonth());
      await choose(page, page, 'Client', 'Acme Manufacturing');
      await choose(page, page, 'Project', /^ACME-1001 /);
      await runAndCompareDownload(page, 'Project Time Report', 'Project-Time');
      const codes = await resultsTable(page, 'Project Time Report')
        .locator('tbody td:nth-child(3)')
        .allTextContents();
      expect(new Set(codes)).toEqual(new Set(['ACME-1001']));
    });

    test('runs the general project time report for an additional project and downloads it', async ({
      page,
    }) => {
      await openReport(page, 'General Project Time Report');
      await typeRange(page, previousMonth());
      await choose(page, page, 'Project', 'Internal Training');
      await choose(page, page, 'Timesheets', 'All saved, any status');
      await runAndCompareDownload(page, 'General Project Time Report', 'General-Project-Time');
      const projects = await resultsTable(page, 'General Project Time Report')
        .locator('tbody td:nth-child(2)')
        .allTextContents();
      expect(new Set(projects)).toEqual(new Set(['Internal Training']));
    });

    test('runs the allocation report over the current month by default and downloads it', async ({
      page,
    }) => {
      await openReport(page, 'Allocation Report');
      const monthStart = `${today.slice(0, 8)}01`;
      await expect(page.getByRole('textbox', { name: 'Start Date' })).toHaveValue(typedDate(monthStart));
      const [year, month] = today.split('-').map(Number) as [number, number];
      await expect(page.getByRole('textbox', { name: 'End Date' })).toHaveValue(
        typedDate(`${today.slice(0, 8)}${daysInMonth(year, month)}`),
      );
      await choose(page, page, 'Timesheets', 'Pending and approved');
      await runAndCompareDownload(page, 'Allocation Report', 'Allocation');
    });

    test('runs the not-submitted report on load and for the previous period, and downloads it', async ({
      page,
    }) => {
      await openReport(page, 'Timesheets Not Submitted Report');
      expect(await rowsFound(page, 'Timesheets Not Submitted Report')).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Previous period' }).click();
      const previous = previousPeriod(periodContaining(today));
      await expect(page.getByTestId('period-label')).toHaveText(periodLabel(previous, today));
      await expect(page.getByRole('button', { name: 'Current Timesheet' })).toBeVisible();
      const found = await rowsFound(page, 'Timesheets Not Submitted Report');
      expect(found, 'the seed leaves timesheets of the previous period not submitted').toBeGreaterThan(0);
      const file = await download(page);
      expect(file.fileName).toBe(`Timesheets-Not-Submitted-Report-${today}.xlsx`);
      expect(file.rows).toBe(found);
      expect(file.header).toEqual(await screenHeaders(page, 'Timesheets Not Submitted Report'));
      expect(file.totals).toEqual(await screenTotals(page, 'Timesheets Not Submitted Report'));
      const statuses = await resultsTable(page, 'Timesheets Not Submitted Report')
        .locator('tbody td:nth-child(6)')
        .allTextContents();
      expect(statuses.length).toBeGreaterThan(0);
      expect(
        statuses.every((status) =>
          ['No Timesheet', 'Not Submitted', 'Rejected', 'Unapproved'].includes(status),
        ),
      ).toBe(true);
      await page.getByRole('button', { name: 'Current Timesheet' }).click();
      await expect(page.getByRole('button', { name: 'Current Timesheet' })).toHaveCount(0);
    });
  });
}

test.describe('as employee@example.com', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'employee@example.com', '/reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  });

  test('sees only their own rows, without rates', async ({ page }) => {
    await openReport(page, 'Accounting Report');
    await typeRange(page, previousMonth());
    await choose(page, page, 'Timesheets', 'All saved, any status');
    await runAndCompareDownload(page, 'Accounting Report', 'Accounting');
    const table = resultsTable(page, 'Accounting Report');
    const headers = await screenHeaders(page, 'Accounting Report');
    const column = (header: string) => `tbody td:nth-child(${headers.indexOf(header) + 1})`;
    const emails = await table.locator(column('Email')).allTextContents();
    expect(new Set(emails)).toEqual(new Set(['employee@example.com']));
    const rates = await table.locator(column('Rate')).allTextContents();
    expect(new Set(rates)).toEqual(new Set(['']));
  });

  test('types a date, is told when it is not one, and is not run until it is', async ({ page }) => {
    await openReport(page, 'Accounting Report');
    const start = page.getByRole('textbox', { name: 'Start Date' });
    await start.fill('02/30/2026');
    await start.press('Tab');
    await expect(page.getByText('Enter a valid date as MM/DD/YYYY.')).toBeVisible();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Run Report' }).click();
    await expect(page.getByText('Make selections and click run report')).toBeVisible();
    await typeDate(page, 'Start Date', today);
    await expect(page.getByText('Enter a valid date as MM/DD/YYYY.')).toHaveCount(0);
    await expect(start).toHaveValue(typedDate(today));
  });
});

test.describe('as admin@example.com, the report screens', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin@example.com', '/reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  });

  test('pair start and end as a range, picked from the calendar', async ({ page }) => {
    await openReport(page, 'Allocation Report');
    const monthStart = `${today.slice(0, 8)}01`;
    await page.getByRole('textbox', { name: 'End Date' }).click();
    const calendar = page.locator('.mantine-Popover-dropdown');
    await expect(calendar.getByRole('button', { name: 'Next month' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    // The end cannot go before the start (the first of this month): the calendar does not go back further.
    await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await page.keyboard.press('Escape');
    // A start after the end brings the end along.
    const later = addDays(`${today.slice(0, 8)}01`, 45);
    await typeDate(page, 'Start Date', later);
    await expect(page.getByRole('textbox', { name: 'End Date' })).toHaveValue(typedDate(later));
    await typeDate(page, 'Start Date', monthStart);
    await expect(page.getByRole('textbox', { name: 'End Date' })).toHaveValue(typedDate(later));
  });

  test("show the server's reason beside End Date and the Report Failed toast for a range that is too long", async ({
    page,
  }) => {
    await openReport(page, 'Project Time Report');
    await typeRange(page, { startDate: '2020-01-01', endDate: '2026-01-01' });
    await page.getByRole('button', { name: 'Run Report' }).click();
    await expect(page.getByText('Report Failed').first()).toBeVisible();
    await expect(
      page.getByText('Failed to generate a report. Please retry shortly or refresh the page.').first(),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'End Date' })).toHaveAccessibleDescription(
      /a report covers at most \d+/,
    );
    await expect(page.getByRole('alert').filter({ hasText: /a report covers at most \d+/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download as XLS' })).toBeDisabled();
  });

  test('ask for a client before listing projects, and forget the project when the client changes', async ({
    page,
  }) => {
    await openReport(page, 'Accounting Report');
    const project = page.getByRole('combobox', { name: 'Project' });
    await expect(project).toBeDisabled();
    await expect(project).toHaveAttribute('placeholder', 'Select a client...');
    await choose(page, page, 'Client', 'Acme Manufacturing');
    await choose(page, page, 'Project', /^ACME-1001 /);
    await expect(project).toHaveValue(/^ACME-1001 /);
    await choose(page, page, 'Client', 'Initech');
    await expect(project).toHaveValue('');
    await project.click();
    await expect(page.getByRole('option', { name: /^INIT-/ }).first()).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('clear the results when the person leaves the report', async ({ page }) => {
    await openReport(page, 'Allocation Report');
    await run(page, 'Allocation Report');
    await expect(page.getByRole('link', { name: 'Download as XLS' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('link', { name: 'Allocation Report' }).click();
    await expect(page.getByText('Make selections and click run report')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download as XLS' })).toBeDisabled();
  });

  test('show Page Not Found for an unknown report', async ({ page }) => {
    await page.goto('/reports/payroll');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('are accessible before and after a run', async ({ page }) => {
    // Thirteen axe scans, one per report screen before and after its run: about a minute on a busy machine.
    test.setTimeout(140_000);
    await expectNoAccessibilityViolations(page);
    for (const name of [
      'Accounting Report',
      'Allocation Report',
      'General Project Time Report',
      'Project Time Report',
      'Timesheets Not Submitted Report',
      'Budget Report',
    ]) {
      await openReport(page, name);
      await expectNoAccessibilityViolations(page);
      if (name === 'Timesheets Not Submitted Report') await rowsFound(page, name);
      // As of today, its default day.
      else if (name === 'Budget Report') await run(page, name);
      else {
        await typeRange(page, previousMonth());
        await run(page, name);
      }
      await expectNoAccessibilityViolations(page);
    }
  });
});
