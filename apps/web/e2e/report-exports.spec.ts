import type { Page } from '@playwright/test';
import { todayIso } from '@timekeep/shared/domain/periods';
import ExcelJS from 'exceljs';
import { expect, expectNoAccessibilityViolations, signInAs, test, typeDate } from './fixtures';
import { previousMonth } from './report-ranges';

// Issue 42: this spec's server prepares in the background every export the database estimates at more than
// 10 rows, so a month of the demo company's accounting report is one.
test.use({ serverEnv: { REPORT_EXPORT_BACKGROUND_ROWS: '10' } });

const today = todayIso();

/** Runs the accounting report over the previous month; answers the rows it found. */
async function runLastMonth(page: Page): Promise<number> {
  await page.goto('/reports');
  await page.getByRole('link', { name: 'Accounting Report', exact: true }).click();
  const range = previousMonth();
  await typeDate(page, 'Start Date', range.startDate);
  await typeDate(page, 'End Date', range.endDate);
  await page.getByRole('button', { name: 'Run Report' }).click();
  await expect(page.getByRole('table', { name: 'Accounting Report results' })).toBeVisible({
    timeout: 15_000,
  });
  const count = await page.getByTestId('report-row-count').textContent();
  return Number(count!.match(/^([\d,]+) rows?/)![1]!.replaceAll(',', ''));
}

/** The rows of a downloaded workbook's sheet report1 between its header and its empty row and total. */
async function rowsOfDownload(path: string): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.getWorksheet('report1');
  expect(sheet, 'the workbook has a sheet report1').toBeDefined();
  return sheet!.rowCount - 3;
}

test('a big export is prepared in the background, listed, and downloaded from the list and the bell', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'reports@example.com', '/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const exports = page.getByRole('table', { name: 'Your exports' });
  await expect(exports.getByText('No exports in the last 7 days.')).toBeVisible();

  const found = await runLastMonth(page);
  expect(found, 'the demo company logged hours last month').toBeGreaterThan(10);
  await page.getByRole('link', { name: 'Download as XLS' }).click();

  await expect(page.getByText('Your export is being prepared')).toBeVisible();
  const fileName = `Accounting-Report-${today}.xlsx`;
  const row = exports.getByRole('row').filter({ hasText: fileName });
  await expect(row).toBeVisible();
  // The list asks again by itself while the export is prepared: it turns Ready without a reload.
  await expect(row.getByRole('cell', { name: 'Ready', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('cell', { name: found.toLocaleString('en-US'), exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Cancel ${fileName}` })).toHaveCount(0);

  const [fromList] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: `Download ${fileName}` }).click(),
  ]);
  expect(fromList.suggestedFilename()).toBe(fileName);
  expect(await rowsOfDownload(await fromList.path())).toBe(found);

  // The bell has the notice, whose link downloads the same file.
  await page.goto('/reports');
  await expect(page.getByRole('table', { name: 'Your exports' }).getByText(fileName)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications, \d+ unread$/ })
    .click();
  const notice = page.getByRole('link', {
    name: new RegExp(`Your export ${fileName.replaceAll('.', '\\.')} is ready`),
  });
  const [fromBell] = await Promise.all([page.waitForEvent('download'), notice.first().click()]);
  expect(fromBell.suggestedFilename()).toBe(fileName);
  expect(await rowsOfDownload(await fromBell.path())).toBe(found);
});

test("someone else's export is not found, and a person cancels their own while it waits", async ({
  page,
  browser,
}) => {
  await signInAs(page, 'reports@example.com', '/reports');
  const listed = await page.request.get('/api/report_exports');
  const own = (await listed.json()).exports as { id: string }[];
  const range = previousMonth();
  const queued = await page.request.get(
    `/api/accounting_report/export?startDate=${range.startDate}&endDate=${range.endDate}`,
  );
  expect(queued.status()).toBe(202);
  const { export: asked } = (await queued.json()) as { export: { id: string; status: string } };
  expect(asked.status).toBe('queued');

  const other = await (await browser.newContext()).newPage();
  await signInAs(other, 'admin@example.com', '/reports');
  for (const url of [`/api/report_exports/${asked.id}`, `/api/report_exports/${asked.id}/download`]) {
    expect((await other.request.get(url)).status(), url).toBe(404);
  }
  expect((await other.request.delete(`/api/report_exports/${asked.id}`)).status()).toBe(404);
  expect(own.length + 1).toBe(
    ((await (await page.request.get('/api/report_exports')).json()).exports as []).length,
  );

  // Cancelled through the API at once; a job that took it first makes it ready instead, and then it is refused.
  const cancelled = await page.request.delete(`/api/report_exports/${asked.id}`);
  if (cancelled.status() === 200) {
    expect((await cancelled.json()).status).toBe('cancelled');
    await page.reload();
    const row = page
      .getByRole('table', { name: 'Your exports' })
      .getByRole('row')
      .filter({ hasText: 'Cancelled' });
    await expect(row.first()).toBeVisible();
  } else {
    expect(cancelled.status()).toBe(409);
  }
});
