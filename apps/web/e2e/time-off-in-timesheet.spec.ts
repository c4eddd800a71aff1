import type { Page } from '@playwright/test';
import { periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { formatDateRange, formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import {
  expect,
  expectNoAccessibilityViolations,
  signedInElsewhere,
  signInAs,
  test,
  typeDate,
} from './fixtures';
import { freeWeekdays } from './time-off-data';

// Issue 39, point 5: a member of the lead's team no other spec acts as (Omar Haddad) asks for two days of PTO
// in a period of next year, the lead (manager@example.com) approves them, and the member's grid shows them as a
// locked row counted in the totals.

const MEMBER = 'Omar Haddad';
const nextYear = Number(todayIso().slice(0, 4)) + 1;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('two approved days of PTO show in the timesheet as a locked row, counted in the totals', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'omar.haddad@example.com', '/pto');
  await expect(page).toHaveURL(/\/pto\/current/);
  const [first, second] = (await freeWeekdays(page, 2, `${nextYear}-03-02`)) as [string, string];
  expect(periodContaining(second)).toEqual(periodContaining(first));

  await page.getByRole('button', { name: 'Request Time Off' }).click();
  const request = page.getByRole('dialog', { name: 'Request Time Off' });
  await request.getByRole('combobox', { name: 'Reason', exact: true }).click();
  await page.getByRole('option', { name: 'PTO', exact: true }).click();
  await typeDate(request, 'Start Date', first);
  await typeDate(request, 'End Date', second);
  await expect(request.getByText('Duration: 16 hours')).toBeVisible();
  await request.getByLabel('Comment (Required)').fill('Two days at the lake');
  await request.getByLabel('my customer and/or engagement manager approves this request').check();
  await request.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request was submitted successfully!')).toBeVisible();

  const lead = await signedInElsewhere(browser, 'manager@example.com', '/team/pending');
  const dates = formatDateRange(first, second);
  await lead.getByRole('link', { name: `${MEMBER}, PTO: ${dates}` }).click();
  const answer = lead.getByRole('dialog', { name: 'Time Off Request' });
  await answer.getByRole('radio', { name: 'Approve' }).check();
  await answer.getByRole('button', { name: 'Submit Response' }).click();
  await expect(lead.getByText('Request was approved successfully!')).toBeVisible();

  await page.goto(`/timesheets?start_date=${first}`);
  const grid = page.getByRole('table', { name: 'Timesheet' });
  const row = grid
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /PTO \(time off\)/ }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: /^Locked: approved time off/ })).toBeVisible();
  await expect(row.getByLabel(`PTO (time off) on ${formatDisplayDate(first)}: 8.00 hours`)).toHaveText(
    '8.00',
  );
  await expect(row.getByLabel(`PTO (time off) on ${formatDisplayDate(second)}: 8.00 hours`)).toHaveText(
    '8.00',
  );
  await expect(row.getByLabel('Total for PTO (time off)')).toHaveText('16.00');
  await expect(row.getByRole('textbox')).toHaveCount(0);
  await expect(grid.getByLabel(`Total for ${formatDisplayDate(first)}`)).toHaveText('8.00');
  await expect(page.getByText('Total hours: 16.00')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await shoot(page, 'timesheet-with-time-off-row');

  // Submitted, then the approved time off is deleted: the lead sees the mark in Pending and on the timesheet.
  const { timesheet } = await (await page.request.get(`/api/timesheet?start_date=${first}`)).json();
  const saved = await page.request.post('/api/timesheet', {
    data: { timesheetPeriodId: timesheet.timesheetPeriodId, version: 0, timesheetRows: [] },
  });
  const { timesheet: stored } = await saved.json();
  expect((await page.request.patch(`/api/timesheet/${stored.id}/submit`, { data: {} })).ok()).toBe(true);
  const { ptos } = await (await page.request.get('/api/ptos')).json();
  const asked = ptos.find(
    (pto: { mostRecentDetail: { startDate: string } }) => pto.mostRecentDetail.startDate === first,
  );
  expect((await page.request.delete(`/api/ptos/${asked.id}`)).status()).toBe(204);

  await lead.goto('/team/pending');
  const pending = lead
    .getByRole('row')
    .filter({ has: lead.getByRole('link', { name: new RegExp(`^${MEMBER}`) }) });
  await expect(pending.filter({ hasText: 'Time off changed since submission' })).toBeVisible();
  await expectNoAccessibilityViolations(lead);
  await lead.goto(`/team/timesheets/${stored.id}`);
  await expect(
    lead.getByRole('alert').filter({ hasText: 'Time off changed since submission' }),
  ).toBeVisible();
  await expect(lead.getByRole('rowheader', { name: /PTO \(time off\)/ })).toHaveCount(0);
  await expectNoAccessibilityViolations(lead);
  await shoot(lead, 'team-timesheet-time-off-changed');
  await lead.close();
});
