import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectHoveredButtonsReadable,
  expectNoSeriousAccessibilityViolations,
  signInAs,
  test,
} from './fixtures';

// axe (WCAG 2.1 A and AA) in each state a person reaches outside the timesheet grid, as each demo role.
// Each state must have no critical and no serious violation.

// Many states a test, each scanned in full.
test.describe.configure({ timeout: 90_000 });

async function openMenuOf(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).first().click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test.describe('as the employee', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'employee@example.com', '/pto');
    await expect(page).toHaveURL(/\/pto\/current/);
  });

  test('the time-off page with its calendar, both tabs', async ({ page }) => {
    const calendarSwitch = page.getByRole('switch', { name: 'Show calendar' });
    if (!(await calendarSwitch.isChecked())) await calendarSwitch.check();
    await expect(page.getByRole('region', { name: 'Time off calendar' })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'time off, current');
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/pto\/history/);
    await expectNoSeriousAccessibilityViolations(page, 'time off, history');
  });

  test('the request modal with its errors, its selects and its date picker', async ({ page }) => {
    await page.getByRole('button', { name: 'Request Time Off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Time Off' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'request modal');
    await page.getByLabel('my customer and/or engagement manager approves this request').check();
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByText('A comment is required.')).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'request modal with errors');
    await page.getByRole('combobox', { name: 'Reason', exact: true }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'reason select open');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Start Date' }).click();
    await expect(
      page.locator('.mantine-Popover-dropdown').getByRole('button', { name: 'Next month' }),
    ).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'date picker open');
  });

  test('a request row menu and the delete dialog', async ({ page }) => {
    await openMenuOf(page, /^Options for /);
    await expectNoSeriousAccessibilityViolations(page, 'row menu open');
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Time Off Request' })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'delete dialog');
  });

  test('reports, help and an unknown page', async ({ page }) => {
    for (const path of ['/reports', '/help', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectNoSeriousAccessibilityViolations(page, path);
    }
  });
});

test.describe('as the contractor', () => {
  test('the refused time-off and team pages, and help', async ({ page }) => {
    await signInAs(page, 'contractor@example.com', '/pto');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'refused /pto');
    for (const path of ['/team', '/admin', '/help']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectNoSeriousAccessibilityViolations(page, path);
    }
  });
});

test.describe('as the manager', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'manager@example.com', '/team/pending');
    await expect(page).toHaveURL(/\/team\/pending/);
  });

  test('the team tabs', async ({ page }) => {
    await expect(page.getByText('Pending Time Off Requests')).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'team pending');
    for (const tab of ['Time', 'Time Off']) {
      await page
        .getByRole('navigation', { name: /Team/ })
        .getByRole('link', { name: tab, exact: true })
        .click();
      await expect(page.getByRole('table').first()).toBeVisible();
      await expectNoSeriousAccessibilityViolations(page, `team ${tab}`);
    }
  });

  test('a member’s requests with the answer and bulk dialogs', async ({ page }) => {
    await page.goto('/team/pto');
    await page.getByRole('row').filter({ hasText: 'Carter' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/team\/pto\/\d+\/\d+/);
    await expect(page.getByRole('heading', { name: /Requests/ })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'member requests');
    await page
      .getByRole('button', { name: /^Open / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Time Off Request' })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'answer dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page
      .getByRole('row')
      .filter({ hasText: 'Waiting for Approval' })
      .getByRole('checkbox', { name: /^Select / })
      .first()
      .check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('dialog', { name: 'Bulk Approve' })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'bulk approve dialog');
  });
});

test.describe('as the admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin@example.com', '/admin/users');
    await expect(page).toHaveURL(/\/admin\/users/);
  });

  test('the admin and company-data screens', async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of [
      '/admin/users',
      '/engagements',
      '/admin/clients',
      '/admin/departments',
      '/admin/additional-projects',
      '/admin/holidays',
      '/admin/offices',
      '/admin/blackout-days',
      '/admin/periods',
      '/admin/balances',
      '/admin/accrual-policies',
      '/admin/utilization-targets',
      '/admin/csv',
      '/admin/audit',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByText('Loading')).toHaveCount(0);
      await expectNoSeriousAccessibilityViolations(page, path);
    }
  });

  test('an engagement with its budget, and the budget dialog', async ({ page }) => {
    await page.goto('/engagements');
    await page.getByRole('row').filter({ hasText: 'ERP Modernization' }).getByRole('link').first().click();
    const budget = page.getByRole('region', { name: 'Budget' });
    await expect(budget.getByText(/% approved, .*% with pending$/)).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'an engagement with its budget');
    await budget.getByRole('button', { name: 'Edit Budget' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Budget' })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'the budget dialog');
  });

  test('a delete confirmation and a rename dialog', async ({ page }) => {
    await page.goto('/admin/clients');
    await page
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'delete client dialog');
  });

  test('a report with its date picker open', async ({ page }) => {
    await page.goto('/reports/accounting');
    await page.getByRole('textbox', { name: 'Start Date' }).click();
    await expect(
      page.locator('.mantine-Popover-dropdown').getByRole('button', { name: 'Next month' }),
    ).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'report date picker');
  });
});

// Every button keeps its contrast while hovered, light and subtle ones included, and so do the small buttons of
// an open date picker (issue 36).
test.describe('hovered buttons', () => {
  test('as the employee: the timesheet, time off, its request dialog and its date picker', async ({
    page,
  }) => {
    await signInAs(page, 'employee@example.com', '/timesheets');
    await expect(page.getByRole('button', { name: 'Add Row' })).toBeVisible();
    await expectHoveredButtonsReadable(page, 'timesheet');
    await page.goto('/pto');
    await expect(page.getByRole('button', { name: 'Request Time Off' })).toBeVisible();
    await expectHoveredButtonsReadable(page, 'time off');
    await page.getByRole('button', { name: 'Request Time Off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Time Off' });
    await expectHoveredButtonsReadable(page, 'request dialog', dialog);
    await page.getByRole('textbox', { name: 'Start Date' }).click();
    const picker = page.locator('.mantine-Popover-dropdown');
    await expect(picker.getByRole('button', { name: 'Next month' })).toBeVisible();
    await expectHoveredButtonsReadable(page, 'time off date picker', picker);
  });

  test('as the manager: the team pages', async ({ page }) => {
    await signInAs(page, 'manager@example.com', '/team/pending');
    await expect(page.getByText('Pending Time Off Requests')).toBeVisible();
    await expectHoveredButtonsReadable(page, 'team pending');
    await page.goto('/team/timesheets');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expectHoveredButtonsReadable(page, 'team time');
  });

  test('as the admin: admin screens, a report run and its date picker', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'admin@example.com', '/admin/users');
    await expect(page.getByRole('table').first()).toBeVisible();
    // Each screen once its rows are in, so their buttons are hovered too.
    const screens: [path: string, ready: (page: Page) => Locator][] = [
      ['/admin/users', (at) => at.getByRole('link', { name: 'View Timesheet' }).first()],
      ['/admin/clients', (at) => at.getByRole('button', { name: /^Rename / }).first()],
      ['/admin/periods', (at) => at.getByRole('button', { name: 'Delete the last period' })],
      ['/admin/audit', (at) => at.getByRole('button', { name: 'Older Entries' })],
      ['/engagements', (at) => at.getByRole('table').getByRole('link').first()],
    ];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await expectHoveredButtonsReadable(page, path);
    }
    await page.goto('/reports/timesheets-not-submitted');
    await expect(page.getByRole('table', { name: /results/ })).toBeVisible({ timeout: 15_000 });
    await expectHoveredButtonsReadable(page, 'a report run');
    await page.goto('/reports/accounting');
    await page.getByRole('textbox', { name: 'Start Date' }).click();
    const picker = page.locator('.mantine-Popover-dropdown');
    await expect(picker.getByRole('button', { name: 'Next month' })).toBeVisible();
    await expectHoveredButtonsReadable(page, 'report date picker', picker);
  });
});
