import type { Browser, Page } from '@playwright/test';
import { addDays, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import { PERIOD_CLOSED_MESSAGE } from '@timekeep/shared/domain/timesheet-rules';
import {
  choose,
  expect,
  expectNoSeriousAccessibilityViolations,
  signedInElsewhere,
  test,
  typeDate,
} from './fixtures';
import { type MovingClockServer, startMovingClockServer } from './support/moving-clock-server';

// Closing the books (issue 38) as the people who do it: an app server of this spec's own, whose clock the test
// moves past a reopening's end (support/moving-clock-server.ts).
const HOUR = 60 * 60 * 1000;

/** The period before last: the demo employee's rejected timesheet, open for their changes until it closes. */
const lastPeriod = periodContaining(addDays(periodContaining(todayIso()).startDate, -1));
const period = periodContaining(addDays(lastPeriod.startDate, -1));
const range = formatDateRange(period.startDate, period.endDate);

let server: MovingClockServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startMovingClockServer('period-close');
});

test.afterAll(async () => {
  await server?.stop();
});

/** Signed in as someone, on this spec's server. */
const signedInPage = (browser: Browser, email: string, path: string) =>
  signedInElsewhere(browser, email, `${server.origin}${path}`);

/** The hours of the first day the person may change on the timesheet shown. */
function firstEditableHours(page: Page) {
  return page.locator('input[aria-label^="Hours for"]:not([readonly]):not([disabled])').first();
}

function closedNotice(page: Page) {
  return page.getByRole('status').filter({ hasText: PERIOD_CLOSED_MESSAGE });
}

test('an admin closes a period, reopens it for one employee who mends an entry, and it closes again', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const timesheetPath = `/timesheets?start_date=${period.startDate}`;
  const employee = await signedInPage(browser, 'employee@example.com', timesheetPath);
  await expect(firstEditableHours(employee)).toBeVisible();

  const admin = await signedInPage(browser, 'admin@example.com', '/admin/periods');
  const closing = admin.getByRole('table', { name: 'Closing Periods' });
  const periodRow = closing.getByRole('row').filter({ hasText: range });
  await periodRow.getByRole('button', { name: `Close ${range}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Close Period' });
  await expect(confirm).toContainText(`No timesheet of ${range} will change until an admin reopens it.`);
  await confirm.getByRole('button', { name: 'Close Period' }).click();
  await expect(admin.getByText('Period closed.')).toBeVisible();
  await expect(periodRow).toContainText('Closed on');

  // The employee's page was open before the close: their save is refused, and says why.
  await firstEditableHours(employee).fill('7.25');
  await employee.getByRole('button', { name: 'SAVE' }).click();
  await expect(employee.getByText(PERIOD_CLOSED_MESSAGE).first()).toBeVisible();
  const readOnly = await employee.context().newPage();
  await readOnly.goto(`${server.origin}${timesheetPath}`);
  await expect(closedNotice(readOnly)).toBeVisible();
  await expect(firstEditableHours(readOnly)).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(readOnly, 'a closed timesheet');

  // Reopened for the employee alone, for the default 48 hours, with the reason they are told.
  await periodRow.getByRole('button', { name: `Reopen ${range}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reopen Period' });
  await choose(admin, dialog, 'For', 'Emily Carter');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Friday’s hours were missed.');
  await expect(dialog.getByRole('textbox', { name: 'Hours open' })).toHaveValue('48');
  await expectNoSeriousAccessibilityViolations(admin, 'the reopen dialog');
  await dialog.getByRole('button', { name: 'Reopen Period' }).click();
  await expect(admin.getByText('Period reopened.')).toBeVisible();
  await expect(periodRow).toContainText('Emily Carter until');
  await expect(periodRow).toContainText('Reason: Friday’s hours were missed.');
  await expectNoSeriousAccessibilityViolations(admin, 'the closing periods');

  const mended = await employee.context().newPage();
  await mended.goto(`${server.origin}${timesheetPath}`);
  await expect(firstEditableHours(mended)).toBeVisible();
  await expect(closedNotice(mended)).toHaveCount(0);
  await firstEditableHours(mended).fill('7.25');
  await mended.getByRole('button', { name: 'SAVE' }).click();
  await expect(mended.getByText('Timesheet was successfully saved!')).toBeVisible();

  // The Accounting report says which row changed after the period closed, and when.
  await admin.goto(`${server.origin}/reports`);
  await admin.getByRole('link', { name: 'Accounting Report', exact: true }).click();
  await typeDate(admin, 'Start Date', period.startDate);
  await typeDate(admin, 'End Date', period.endDate);
  await choose(admin, admin, 'Employee', 'Emily Carter');
  await choose(admin, admin, 'Timesheets', 'All saved, any status');
  await admin.getByRole('button', { name: 'Run Report' }).click();
  const results = admin.getByRole('table', { name: 'Accounting Report results' });
  await expect(results.getByRole('columnheader', { name: 'Changed After Close' })).toBeVisible();
  await expect(results.getByRole('cell', { name: /^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/ })).toHaveCount(1);

  // Past the end the period is closed again for the employee; the job records it within a minute.
  server.moveClock(49 * HOUR);
  const later = await signedInPage(browser, 'employee@example.com', timesheetPath);
  await expect(closedNotice(later)).toBeVisible();
  const audit = await signedInPage(browser, 'admin@example.com', '/admin/audit');
  await expect
    .poll(
      async () => {
        await audit.reload();
        await expect(audit.getByRole('table').first()).toBeVisible();
        return audit.getByText('Timesheet period closed again', { exact: true }).count();
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBe(1);
  for (const action of ['Timesheet period closed', 'Timesheet period reopened', 'Timesheet saved']) {
    await expect(audit.getByText(action, { exact: true }).first()).toBeVisible();
  }
});
