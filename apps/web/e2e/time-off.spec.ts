import type { Page } from '@playwright/test';
import { addDays, datesBetween, isWeekend, todayIso } from '@timekeep/shared/domain/periods';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { DUPLICATE_REQUEST_MESSAGE } from '@timekeep/shared/domain/time-off-duplicates';
import { OFFICE_CLOSURE_LIMIT_MESSAGE } from '@timekeep/shared/domain/time-off-limits';
import { expect, expectNoAccessibilityViolations, signInAs, test } from './fixtures';
import { createByApi, freeWeekdays, freeWeekdayThisYear } from './time-off-data';

const today = todayIso();
const thisYear = Number(today.slice(0, 4));
const nextYear = thisYear + 1;

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'employee@example.com', '/pto');
  await expect(page).toHaveURL(/\/pto\/current/);
});

/** Types the date into the field as MM/DD/YYYY and leaves it, as a keyboard user would. */
async function typeDate(page: Page, label: 'Start Date' | 'End Date', date: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(`${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`);
  await field.press('Tab');
}

/** Opens the field's calendar, pages to the date's month and clicks the day. */
async function pickDate(page: Page, label: 'Start Date' | 'End Date', date: string) {
  await page.getByRole('textbox', { name: label }).click();
  const calendar = page.locator('.mantine-Popover-dropdown');
  const day = calendar.getByRole('button', { name: formatDisplayDate(date), exact: true });
  for (let months = 0; months < 30 && !(await day.isVisible()); months++) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  // The calendar closes once a day is picked; the next field's opens only after.
  await expect(page.locator('.mantine-Popover-dropdown').filter({ visible: true })).toHaveCount(0);
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function confirmAndSubmit(page: Page, comment: string, button = 'Submit Request') {
  await page.getByLabel('Comment (Required)').fill(comment);
  await page.getByLabel('my customer and/or engagement manager approves this request').check();
  await page.getByRole('button', { name: button }).click();
}

function row(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

test('requests several days of PTO and sees the counted duration in the list', async ({ page }) => {
  const [first, , third] = await freeWeekdays(page, 3, `${nextYear}-02-02`);
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Time Off' });
  await expect(dialog.getByText('Comment (Required)')).toBeVisible();
  await chooseOption(page, 'Reason', 'PTO');
  await pickDate(page, 'Start Date', first!);
  await page.getByRole('textbox', { name: 'End Date' }).click();
  await expect(
    page.locator('.mantine-Popover-dropdown').getByRole('button', { name: 'Next month' }),
  ).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await pickDate(page, 'End Date', third!);
  await expect(dialog.getByText('Duration: 24 hours')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit Request' })).toBeDisabled();
  await confirmAndSubmit(page, 'Winter trip');
  await expect(page.getByText('Request was submitted successfully!')).toBeVisible();
  const created = row(page, 'Winter trip');
  await expect(created).toContainText('24 hours');
  await expect(created).toContainText('Waiting for Approval');
  await expect(created).toContainText(`${formatDisplayDate(first!)} - ${formatDisplayDate(third!)}`);
});

test('the first submit of an empty request shows every problem at once', async ({ page }) => {
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Time Off' });
  await page.getByLabel('my customer and/or engagement manager approves this request').check();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  for (const problem of [
    'Choose a reason.',
    'Enter a valid start date (MM/DD/YYYY).',
    'Enter a valid end date (MM/DD/YYYY).',
    'A comment is required.',
  ]) {
    await expect(dialog.getByText(problem)).toBeVisible();
  }
});

test('requests a partial day in half hours', async ({ page }) => {
  const [day] = await freeWeekdays(page, 1, `${nextYear}-03-02`);
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  await chooseOption(page, 'Reason', 'PTO');
  await chooseOption(page, 'Duration Type', 'Partial Day');
  await typeDate(page, 'Start Date', day!);
  await chooseOption(page, 'Hours', '3.5 hours');
  await expect(page.getByText('Duration: 3.5 hours')).toBeVisible();
  await confirmAndSubmit(page, 'Doctor appointment');
  await expect(page.getByText('Request was submitted successfully!')).toBeVisible();
  await expect(row(page, 'Doctor appointment')).toContainText('3.5 hours');
});

test('requests an office closure of 8 hours and sees the office closure balance update', async ({ page }) => {
  const { officeClosure } = await (await page.request.get('/api/ptos/balances')).json();
  const day = await freeWeekdayThisYear(page);
  const card = page.getByRole('group', { name: `Office Closures (${thisYear})` });
  await expect(card).toContainText(`${officeClosure.totalRequested} of ${officeClosure.totalBalance} days`);
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  await chooseOption(page, 'Reason', 'Office Closure');
  await expect(page.getByRole('combobox', { name: 'Duration Type' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Hours', exact: true })).toHaveValue('8 hours');
  await typeDate(page, 'Start Date', day);
  await expect(page.getByText('Duration: 8 hours')).toBeVisible();
  await confirmAndSubmit(page, 'Closure day');
  await expect(page.getByText('Request was submitted successfully!')).toBeVisible();
  await expect(card).toContainText(
    `${officeClosure.totalRequested + 1} of ${officeClosure.totalBalance} days`,
  );
  // In the year's last days the free weekday can be behind today: the request is then in the history.
  if (day < today) await page.getByRole('link', { name: 'History' }).click();
  await expect(row(page, 'Closure day')).toContainText('Office Closure');
});

test('edits a request', async ({ page }) => {
  const [day] = await freeWeekdays(page, 1, `${nextYear}-04-01`);
  await createByApi(page, { startDate: day!, comment: 'Edit me' });
  await page.reload();
  await page.getByRole('button', { name: `Options for PTO: ${formatDisplayDate(day!)}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Time Off Request' });
  await expect(dialog.getByText('Duration: 4 hours')).toBeVisible();
  await chooseOption(page, 'Hours', '2 hours');
  await confirmAndSubmit(page, 'Edited request', 'Update Request');
  await expect(page.getByText('Request was updated successfully!')).toBeVisible();
  await expect(row(page, 'Edited request')).toContainText('2 hours');
});

test('deletes a request after confirming', async ({ page }) => {
  const [day] = await freeWeekdays(page, 1, `${nextYear}-05-03`);
  await createByApi(page, { startDate: day!, comment: 'Delete me' });
  await page.reload();
  await page.getByRole('button', { name: `Options for PTO: ${formatDisplayDate(day!)}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Time Off Request' });
  await expect(confirm).toContainText(`PTO: ${formatDisplayDate(day!)}`);
  // A destructive confirmation opens on its safe side.
  await expect(confirm.getByRole('button', { name: 'No, Nevermind' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Request was deleted successfully!')).toBeVisible();
  await expect(row(page, 'Delete me')).toHaveCount(0);
});

test('is refused a range holding another request, with the duplicate message', async ({ page }) => {
  const [first, middle, last] = await freeWeekdays(page, 3, `${nextYear}-06-01`);
  await createByApi(page, { startDate: middle!, comment: 'In the way' });
  await page.reload();
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  await chooseOption(page, 'Reason', 'PTO');
  await typeDate(page, 'Start Date', first!);
  await typeDate(page, 'End Date', last!);
  await expect(page.getByText(DUPLICATE_REQUEST_MESSAGE)).toBeVisible();
  await page.getByLabel('my customer and/or engagement manager approves this request').check();
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeDisabled();
});

test('is refused an office closure beyond the balance, with the spec message', async ({ page }) => {
  const { officeClosure } = await (await page.request.get('/api/ptos/balances')).json();
  for (let used = officeClosure.totalRequested; used < officeClosure.totalBalance; used++) {
    const [day] = await freeWeekdays(page, 1, `${thisYear}-01-01`);
    await createByApi(page, { reason: 'office_closure', startDate: day!, hours: 8 });
  }
  const [day] = await freeWeekdays(page, 1, `${thisYear}-01-01`);
  await page.reload();
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  await chooseOption(page, 'Reason', 'Office Closure');
  await typeDate(page, 'Start Date', day!);
  await expect(page.getByText(OFFICE_CLOSURE_LIMIT_MESSAGE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeDisabled();
});

test('types dates as MM/DD/YYYY and is told why a typed date cannot be requested', async ({ page }) => {
  const [monday] = await freeWeekdays(page, 1, `${nextYear}-07-06`);
  const saturday = datesBetween(monday!, addDays(monday!, 6)).find(isWeekend)!;
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  await chooseOption(page, 'Reason', 'PTO');
  const start = page.getByRole('textbox', { name: 'Start Date' });
  await start.fill('13/45/2026');
  await start.press('Tab');
  await expect(page.getByText('Enter a valid date as MM/DD/YYYY.')).toBeVisible();
  await expect(start).toHaveValue('13/45/2026');
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await typeDate(page, 'Start Date', saturday);
  await expect(
    page.getByText(`${formatDisplayDate(saturday)} is a weekend day: check Include Weekends to request it.`),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'End Date' })).toBeDisabled();
  await typeDate(page, 'Start Date', monday!);
  await expect(page.getByText(/is a weekend day/)).toHaveCount(0);
  await typeDate(page, 'End Date', monday!);
  await expect(page.getByText('Duration: 8 hours')).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('shows the history of a chosen year and the 80-hour label, and is accessible', async ({ page }) => {
  await expect(page.getByText('minimum for pto is 80 hours per year')).toBeVisible();
  await expect(page.getByText(/At most 2 weeks of paid parental leave/)).toBeVisible();
  await page.getByRole('link', { name: 'History' }).click();
  await chooseOption(page, 'Year', String(thisYear - 1));
  await expect(page).toHaveURL(new RegExp(`year=${thisYear - 1}`));
  await expect(page.getByRole('table', { name: `Past requests of ${thisYear - 1}` })).toBeVisible();
  await expect(page.getByText('Total Time Off')).toBeVisible();
  await chooseOption(page, 'Year', '2017');
  await expect(page.getByText('No Requests Found!')).toBeVisible();
  await page.getByRole('link', { name: 'Current & Upcoming' }).click();
  await expect(page).toHaveURL(/\/pto\/current\?year=2017$/);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/pto\/history\?year=2017$/);
  await expectNoAccessibilityViolations(page);
});
