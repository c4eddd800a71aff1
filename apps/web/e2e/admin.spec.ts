import type { Page } from '@playwright/test';
import { periodContaining, previousPeriod, todayIso } from '@timekeep/shared/domain/periods';
import { periodLabel } from '../src/components/timesheet/period-label';
import { expect, expectNoAccessibilityViolations, signInAs, test } from './fixtures';

const today = todayIso();

async function signInAsAdmin(page: Page) {
  await signInAs(page, 'admin@example.com', '/admin');
  await expect(page).toHaveURL(/\/admin\/users$/);
}

const users = (page: Page) => page.getByRole('table', { name: 'Users' });

async function chooseActive(page: Page, option: 'Yes' | 'No') {
  await page.getByRole('combobox', { name: 'Active' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('lists active users with their title, status and email, and searches them by name', async ({ page }) => {
  await signInAsAdmin(page);
  const emily = users(page).getByRole('row').filter({ hasText: 'Carter, Emily' });
  await expect(emily).toContainText('employee@example.com');
  await expect(emily).toContainText('Active');
  const statuses = await users(page).locator('tbody td:nth-child(3)').allTextContents();
  expect(statuses.length).toBeGreaterThan(10);
  expect(new Set(statuses)).toEqual(new Set(['Active']));

  await page.getByPlaceholder('Search by name').fill('carter');
  await expect(users(page).locator('tbody tr')).toHaveCount(1);
  await expect(emily).toBeVisible();
  await expect(page).toHaveURL(/query=carter/);

  await page.getByPlaceholder('Search by name').fill('nobody by that name');
  await expect(page.getByText('No Users Found!')).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('lists inactive users when Active is No', async ({ page }) => {
  await signInAsAdmin(page);
  await chooseActive(page, 'No');
  await expect(page).toHaveURL(/active=no/);
  await expect(users(page).getByRole('row').filter({ hasText: 'Carter, Emily' })).toHaveCount(0);
  const statuses = users(page).locator('tbody td:nth-child(3)');
  await expect(statuses.first()).toHaveText('Inactive');
  expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Inactive']));
  await page.getByRole('combobox', { name: 'Active' }).click();
  await expect(page.getByRole('option', { name: 'Yes', exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('option', { name: 'Yes', exact: true }).click();
  await expect(users(page).getByRole('row').filter({ hasText: 'Carter, Emily' })).toBeVisible();
});

test("opens a person's timesheet read-only, moves between periods and reads its comments and history", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'View Timesheet for Emily Carter' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/timesheets$/);
  await expect(page.getByRole('heading', { name: 'Viewing Timesheet for Emily Carter' })).toBeVisible();
  const current = periodContaining(today);
  await expect(page.getByTestId('period-label')).toHaveText(periodLabel(current, today));
  await expect(page.getByRole('button', { name: 'Current Timesheet' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'SAVE' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Row' })).toHaveCount(0);

  // Read-only: the hours show as text, nothing can be typed, and notes open for reading.
  const grid = page.getByRole('table', { name: 'Timesheet' });
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  await expect(grid.getByRole('textbox')).toHaveCount(0);

  await page.getByRole('button', { name: 'Previous period' }).click();
  await page.getByRole('button', { name: 'Previous period' }).click();
  const earlier = previousPeriod(previousPeriod(current));
  await expect(page).toHaveURL(new RegExp(`startDate=${earlier.startDate}`));
  await expect(page.getByTestId('period-label')).toHaveText(periodLabel(earlier, today));
  await expect(page.getByRole('button', { name: 'Current Timesheet' })).toBeVisible();

  await expect(page.getByRole('tab', { name: 'Comments', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(
    page.getByRole('table', { name: 'History' }).or(page.getByText('No history to display.')),
  ).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Current Timesheet' }).click();
  await expect(page.getByTestId('period-label')).toHaveText(periodLabel(current, today));
  await page.getByRole('link', { name: 'Back to Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('sends any other admin path to the users list, and an unknown top-level path to not found', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings/deeper');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.goto('/administration');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('keeps people who are not admins out', async ({ page }) => {
  await signInAs(page, 'reports@example.com', '/admin/users');
  await expect(page.getByRole('heading', { name: 'Page Not Available' })).toBeVisible();
});
