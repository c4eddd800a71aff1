import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, signInAs, test } from './fixtures';

const charts = [
  'Utilization',
  'Billable and Non-Billable Hours by Client',
  'Hours by Engagement',
  'Time Off Taken',
  'Timesheets Not Submitted',
];

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openInsights(page: Page, email: string) {
  await signInAs(page, email, '/reports');
  await expect(page).toHaveURL(/\/reports$/);
  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/reports\/insights$/);
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  for (const title of charts) {
    await expect(card(page, title).getByRole('status')).toHaveCount(0, { timeout: 15_000 });
  }
}

/** Switches a chart to its table view and answers the table. */
async function tableOf(page: Page, title: string): Promise<Locator> {
  const region = card(page, title);
  await region.getByText('Table', { exact: true }).click();
  const table = region.getByRole('table');
  await expect(table).toBeVisible();
  return table;
}

/** The numbers of one column of a table view, row by row. */
async function column(table: Locator, index: number): Promise<number[]> {
  const cells = await table
    .locator('tbody tr')
    .evaluateAll(
      (rows, at) => rows.map((row) => row.querySelectorAll('th, td')[at]?.textContent ?? ''),
      index,
    );
  return cells.map(Number);
}

/** What the three scopes see: people expected to submit in the latest period, and capacity summed. */
async function figuresOf(page: Page) {
  const expected = await column(await tableOf(page, 'Timesheets Not Submitted'), 1);
  const capacity = await column(await tableOf(page, 'Utilization'), 1);
  return { expected, capacity: capacity.reduce((sum, value) => sum + value, 0) };
}

test.describe('Power BI without configuration', () => {
  test('an admin reads the setup steps, and is pointed to Insights', async ({ page }) => {
    await signInAs(page, 'admin@example.com', '/power-bi-reports');
    await expect(page.getByRole('heading', { name: 'Power BI Reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Power BI is not set up yet' })).toBeVisible();
    for (const name of [
      'POWERBI_WORKSPACE_ID',
      'AZURE_TENANT_ID',
      'AZURE_CLIENT_ID',
      'AZURE_CLIENT_SECRET',
    ]) {
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await page.getByRole('link', { name: 'Insights', exact: true }).click();
    await expect(page).toHaveURL(/\/reports\/insights$/);
  });

  test('the reports role is told to ask an admin, on the list and on a report, under the breadcrumb', async ({
    page,
  }) => {
    await signInAs(page, 'reports@example.com', '/power-bi-reports');
    await expect(page.getByText('Power BI is not set up yet, ask an admin.')).toBeVisible();
    await expect(page.getByText('POWERBI_WORKSPACE_ID')).toHaveCount(0);
    await page.goto('/power-bi-reports/f089354e-8366-4e18-aea3-4cb4a3a50b48');
    await expect(page.getByText('Power BI is not set up yet, ask an admin.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Power BI Reports' })).toHaveAttribute(
      'href',
      '/power-bi-reports',
    );
    await expectNoAccessibilityViolations(page);
  });

  test('a team lead, who may not see the whole company, has no Power BI link and page', async ({ page }) => {
    await signInAs(page, 'manager@example.com', '/power-bi-reports');
    await expect(page.getByRole('heading', { name: 'Page Not Available' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Power BI Reports' }),
    ).toHaveCount(0);
  });
});

test.describe('Insights', () => {
  for (const email of ['admin@example.com', 'manager@example.com', 'employee@example.com']) {
    test(`${email} sees every chart with data, each with its table view, accessible either way`, async ({
      page,
    }) => {
      await openInsights(page, email);
      await expectNoAccessibilityViolations(page);
      // The seed gives each of these people six months of timesheets and time off taken, so no chart is empty.
      for (const title of charts) {
        await expect(card(page, title).getByText('No Records Were Found')).toHaveCount(0);
        await expect((await tableOf(page, title)).locator('tbody tr')).not.toHaveCount(0);
      }
      await expectNoAccessibilityViolations(page);
    });
  }

  test('the company, a team and one person see different figures', async ({ browser }) => {
    test.setTimeout(60_000);
    const figures: Record<string, Awaited<ReturnType<typeof figuresOf>>> = {};
    for (const email of ['admin@example.com', 'manager@example.com', 'employee@example.com']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openInsights(page, email);
      figures[email] = await figuresOf(page);
      await context.close();
    }
    const admin = figures['admin@example.com']!;
    const manager = figures['manager@example.com']!;
    const employee = figures['employee@example.com']!;
    expect(employee.expected.length).toBeGreaterThanOrEqual(11);
    expect(new Set(employee.expected)).toEqual(new Set([1]));
    expect(manager.expected.at(-1)!).toBeGreaterThanOrEqual(6);
    expect(admin.expected.at(-1)!).toBeGreaterThan(manager.expected.at(-1)!);
    expect(admin.capacity).toBeGreaterThan(manager.capacity);
    expect(manager.capacity).toBeGreaterThan(employee.capacity);
    expect(employee.capacity).toBeGreaterThan(0);
  });

  test('the filters live in the URL, and each chart links to the report behind it', async ({ page }) => {
    await openInsights(page, 'admin@example.com');
    await page.goto('/reports/insights?startDate=2026-01-01&endDate=2026-01-31&timesheetStatus=all');
    const billable = card(page, 'Billable and Non-Billable Hours by Client');
    await expect(billable.getByRole('link', { name: 'Accounting Report' })).toHaveAttribute(
      'href',
      '/reports/accounting?startDate=2026-01-01&endDate=2026-01-31&timesheetStatus=all',
    );
    await page.getByRole('button', { name: 'Last Six Months' }).click();
    await expect(page).toHaveURL(/\/reports\/insights$/);
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL(/clientId=\d+/);
    await expect(card(page, 'Utilization').getByText('Not filtered by client.')).toBeVisible();
  });

  test('other paths under /reports still show Page Not Found', async ({ page }) => {
    await signInAs(page, 'reports@example.com', '/reports/insights-extra');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
