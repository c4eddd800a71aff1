import type { Page } from '@playwright/test';
import type { TeamTimesheetSummary } from '@timekeep/shared/schemas/team';
import {
  expect,
  expectNoSeriousAccessibilityViolations,
  signedInElsewhere,
  signInAs,
  test,
} from './fixtures';

// Issue 38, point 4, as a lead does it: five pending timesheets picked on /team/pending, one changed by its
// owner after the list loaded; four are approved, the fifth is listed with its reason, and Undo returns the four.
// manager@example.com (Megan Brooks) leads employee@example.com (Emily Carter), whose previous period is pending.

const EMPLOYEE = 'Emily Carter';
const STALE_TEXT = 'This timesheet was changed elsewhere';

async function pendingOf(page: Page): Promise<TeamTimesheetSummary[]> {
  const response = await page.request.get('/api/team/timesheets/pending');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { timesheets: TeamTimesheetSummary[] }).timesheets;
}

/**
 * Five of the lead's pending timesheets, the employee's among them: the seed's, and as many more as it takes
 * submitted on their owners' behalf from the team's earlier periods.
 */
async function fivePending(page: Page): Promise<TeamTimesheetSummary[]> {
  let pending = await pendingOf(page);
  for (let back = 1; pending.length < 5 && back < 12; back++) {
    const date = new Date(Date.now() - back * 31 * 86_400_000).toISOString().slice(0, 10);
    const response = await page.request.get(`/api/team/timesheets?start_date=${date}`);
    const { timesheets } = (await response.json()) as { timesheets: TeamTimesheetSummary[] };
    for (const timesheet of timesheets) {
      if (pending.length >= 5) break;
      if (timesheet.id === null || !['unsubmitted', 'rejected'].includes(timesheet.status)) continue;
      const submitted = await page.request.patch(`/api/team/timesheets/${timesheet.id}/submit`, {
        data: { version: timesheet.version },
      });
      if (submitted.ok()) pending = await pendingOf(page);
    }
  }
  const employee = pending.find((timesheet) => timesheet.employee === EMPLOYEE)!;
  expect(employee, 'the employee has a pending timesheet').toBeTruthy();
  return [employee, ...pending.filter((timesheet) => timesheet !== employee).slice(0, 4)];
}

test('a lead approves five pending timesheets at once, one changed since is listed, and Undo returns the four', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'manager@example.com', '/team/pending');
  await expect(page.getByRole('heading', { name: 'Pending Timesheets' })).toBeVisible();
  const chosen = await fivePending(page);
  await page.reload();

  const bar = page.getByRole('region', { name: 'Selected timesheets' });
  for (const timesheet of chosen) {
    const row = page
      .getByRole('row')
      .filter({ has: page.locator(`a[href="/team/timesheets/${timesheet.id}"]`) });
    await row.getByRole('checkbox', { name: new RegExp(`^Select ${timesheet.employee}, `) }).check();
  }
  await expect(bar).toContainText('Five Timesheet(s) Selected');
  await expectNoSeriousAccessibilityViolations(page, 'five timesheets selected');

  await bar.getByRole('button', { name: 'Approve selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Selected Timesheets' });
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeFocused();
  await expectNoSeriousAccessibilityViolations(page, 'the approve dialog');

  // Meanwhile the employee takes their timesheet back and submits it again: pending, but not as the lead saw it.
  const employee = await signedInElsewhere(browser, 'employee@example.com', '/timesheets');
  const own = chosen[0]!;
  expect((await employee.request.patch(`/api/timesheet/${own.id}/rescind`, { data: {} })).ok()).toBe(true);
  expect((await employee.request.patch(`/api/timesheet/${own.id}/submit`, { data: {} })).ok()).toBe(true);

  await page.keyboard.press('Enter');
  await expect(dialog.getByText('4 timesheets approved.')).toBeVisible();
  const notApproved = dialog.getByRole('alert');
  await expect(notApproved).toContainText('Not approved (1)');
  await expect(notApproved).toContainText(`${EMPLOYEE}, `);
  await expect(notApproved).toContainText(STALE_TEXT);
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: '4 timesheets approved.' });
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, 'the result of a decision in bulk');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const afterDecision = await pendingOf(page);
  expect(afterDecision.map((timesheet) => timesheet.id)).toContain(own.id);
  for (const timesheet of chosen.slice(1)) {
    expect(afterDecision.map((pending) => pending.id)).not.toContain(timesheet.id);
  }

  // The bell offers the same Undo; the toast's is used here.
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('4 timesheets went back to where they were.')).toBeVisible();
  await expect
    .poll(async () => (await pendingOf(page)).map((timesheet) => timesheet.id).sort())
    .toEqual(expect.arrayContaining(chosen.map((timesheet) => timesheet.id)));
  for (const timesheet of chosen.slice(1)) {
    await expect(page.locator(`a[href="/team/timesheets/${timesheet.id}"]`)).toBeVisible();
  }
  await expectNoSeriousAccessibilityViolations(page, 'the pending list after Undo');
  await employee.context().close();
});

test('the bell offers Undo on the lead’s own message about a decision in bulk', async ({ page }) => {
  await signInAs(page, 'manager@example.com', '/team/pending');
  const [first] = await fivePending(page);
  const decided = await page.request.post('/api/team/timesheets/decisions', {
    data: {
      decision: 'reject',
      note: 'Please add Friday.',
      timesheets: [{ id: first!.id, version: first!.version }],
    },
  });
  expect(decided.ok()).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: /Notifications/ }).click();
  const message = page.getByRole('listitem').filter({ hasText: 'You rejected 1 timesheet together.' });
  await expect(message.getByRole('button', { name: 'Undo this decision' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, 'the bell with an Undo');
  await message.getByRole('button', { name: 'Undo this decision' }).click();
  await expect(page.getByText('1 timesheet went back to where it was.')).toBeVisible();
  await expect(message.getByRole('button', { name: 'Undo this decision' })).toHaveCount(0);
});
