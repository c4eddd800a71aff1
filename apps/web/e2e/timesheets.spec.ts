import type { Locator, Page } from '@playwright/test';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { EmployeeProject } from '@timekeep/shared/schemas/engagements';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { expect, expectNoAccessibilityViolations, signedInElsewhere, signInAs, test } from './fixtures';
import { createByApi, freeWeekdayThisYear } from './time-off-data';

function gridRow(page: Page, project: string): Locator {
  return page
    .getByRole('table', { name: 'Timesheet' })
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^Project for .*${project}`) }) });
}

async function chooseProject(page: Page, rowIndex: number, search: string, option: string) {
  await page
    .getByRole('button', { name: /Select a project/ })
    .first()
    .click();
  await page.getByPlaceholder('Search by Client, Project, or Role').filter({ visible: true }).fill(search);
  await page.getByRole('option', { name: new RegExp(option) }).click();
  await expect(
    page
      .locator('tbody tr')
      .nth(rowIndex)
      .getByRole('button', { name: new RegExp(`^Project for .*${option}`) }),
  ).toBeVisible();
}

function hours(row: Locator, dayIndex: number): Locator {
  return row.getByRole('textbox', { name: /^Hours for/ }).nth(dayIndex);
}

async function openNextPeriod(page: Page) {
  await page.getByRole('button', { name: 'Next period' }).click();
  await expect(page.getByRole('button', { name: 'Current Timesheet' })).toBeVisible();
  await expect(page.getByText('No rows yet. Add a row and choose a project to log time.')).toBeVisible();
}

test('a newcomer fills a period, reorders, saves, auto-saves, submits, undoes and resubmits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'employee@example.com', '/timesheets');
  await expect(page.getByRole('heading', { name: 'Timesheets' })).toBeVisible();
  await openNextPeriod(page);

  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add Row' }).click();
  await chooseProject(page, 0, 'acme senior', 'ACME-1001');
  await chooseProject(page, 1, 'NWND', 'NWND-1004');
  await chooseProject(page, 2, 'training', 'Internal Training');

  const acme = gridRow(page, 'ACME-1001');
  const northwind = gridRow(page, 'NWND-1004');
  const training = gridRow(page, 'Internal Training');
  await hours(acme, 0).fill('6');
  await hours(acme, 1).fill('7.555');
  await expect(hours(acme, 1)).toHaveValue('7.55');
  await hours(northwind, 0).fill('2');
  await hours(training, 2).fill('1.25');
  await acme
    .getByRole('button', { name: /^Add note for/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Note' }).fill('Kickoff workshop');
  await page.keyboard.press('Escape');
  await expect(acme.getByRole('button', { name: /^Edit note for/ })).toHaveCount(1);
  await expect(acme.getByLabel(/^Total for/)).toHaveText('13.55');

  // Keyboard drag: Internal Training to the top.
  const dragHandle = training.getByRole('button', { name: /^Drag to reorder/ });
  await dragHandle.focus();
  await page.keyboard.press('Space');
  // The sort listens for the arrows a moment after the pick-up: dnd-kit attaches its key listener in a
  // setTimeout(0) and measures the rows once the pick-up has rendered. A person's next key always comes after
  // both; here a frame and then a timer of the page's own, which runs after every earlier 0 ms timer, do.
  await expect(dragHandle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => setTimeout(settled, 0))));
  // On a busy machine the rows may still be unmeasured at the first arrow, which then moves nothing: the arrows go
  // on until dnd-kit announces the row over the top one (an arrow more at the top stays there).
  const topRowKey = await page.locator('tbody tr').first().getAttribute('data-row-key');
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(
      `was moved over droppable area ${topRowKey}.`,
      { timeout: 500 },
    );
  }).toPass();
  await page.keyboard.press('Space');
  await expect(page.locator('tbody tr').first()).toContainText('Internal Training');

  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Timesheet was successfully saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeDisabled();

  // Auto-save: 30 s after the last change, not before. The clock is installed only now: dnd-kit's keyboard sort
  // above runs on a timer and animation frames, which an installed clock fires on its own schedule.
  await page.clock.install();
  await hours(gridRow(page, 'ACME-1001'), 1).fill('8');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // The person clicks away from the grid (on the header's empty corner, which takes no focus); the auto-save
  // must not pull the focus back into the grid.
  await page.getByRole('banner').click({ position: { x: 4, y: 4 } });
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  // The installed clock also moves with real time, which a busy machine spends between these steps: the check
  // before the 30 s keeps a margin of 5 s.
  await page.clock.fastForward(25_000);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.clock.fastForward(6_500);
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeDisabled();
  await page.clock.fastForward(2_000);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  // The employee has time off waiting for approval (the seed's, which other specs may answer, and one of this
  // test's own), so each submission warns about it first, naming each request, soonest first.
  await createByApi(page, { startDate: await freeWeekdayThisYear(page) });
  const { ptos } = (await (await page.request.get('/api/ptos')).json()) as { ptos: TimeOffRequest[] };
  const pending = ptos
    .filter((request) => request.mostRecentDetail.status === 'pending')
    .sort((a, b) => a.mostRecentDetail.startDate.localeCompare(b.mostRecentDetail.startDate));
  const submit = async ({ scan }: { scan: boolean }) => {
    await page.getByRole('button', { name: 'SUBMIT FOR APPROVAL' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const warning = page.getByRole('dialog', { name: 'Pending Time Off' });
    await expect(warning).toContainText('still waiting for approval');
    await expect(warning.getByRole('listitem')).toHaveText(
      pending.map(
        ({ mostRecentDetail: { reason, startDate, endDate } }) =>
          `${timeOffReasonLabels[reason]}: ${formatDateRange(startDate, endDate)}`,
      ),
    );
    if (scan) await expectNoAccessibilityViolations(page);
    await warning.getByRole('button', { name: 'Yes, Submit Anyways' }).click();
    await expect(page.getByText('Timesheet was submitted successfully!').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'SUBMITTED, PENDING APPROVAL' })).toBeDisabled();
  };
  await submit({ scan: true });
  await expect(hours(gridRow(page, 'ACME-1001'), 0)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add Row' })).toBeDisabled();

  await page.getByRole('button', { name: 'UNDO SUBMISSION' }).click();
  await page
    .getByRole('dialog', { name: 'Undo Submission' })
    .getByRole('button', { name: 'Undo Submission' })
    .click();
  await expect(page.getByText('Timesheet was unsubmitted successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'SUBMIT FOR APPROVAL' })).toBeEnabled();
  await submit({ scan: false });

  await page.reload();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Internal Training');
  await expect(rows.nth(1)).toContainText('ACME-1001');
  await expect(rows.nth(2)).toContainText('NWND-1004');
  await expect(hours(rows.nth(0), 2)).toHaveValue('1.25');
  await expect(hours(rows.nth(1), 0)).toHaveValue('6');
  await expect(hours(rows.nth(1), 1)).toHaveValue('8');
  await expect(hours(rows.nth(2), 0)).toHaveValue('2');
  await expect(rows.nth(1).getByRole('button', { name: /^Read note for/ })).toHaveCount(1);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Pending')).toHaveCount(2);
  await expect(history.getByText('Not Submitted')).toHaveCount(1);
});

test('saving with a row without a project shows the invalid-row modal; leaving asks first', async ({
  page,
}) => {
  await signInAs(page, 'contractor@example.com', '/timesheets');
  await openNextPeriod(page);
  await page.getByRole('button', { name: 'Add Row' }).click();
  await chooseProject(page, 0, 'GLBX', 'GLBX-1005');
  await hours(page.locator('tbody tr').first(), 0).fill('4');
  await page.keyboard.press('Control+i');
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(
    page.getByText(
      'It looks like something might be wrong with your timesheet. Please make sure all rows have a valid project selected.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Got It' }).click();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports', exact: true })
    .click();
  await expect(
    page.getByText('Are you sure you want to navigate away and lose unsaved changes?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/timesheets/);

  // Ctrl+D deletes the focused (empty) row at once; Ctrl+S saves.
  await page.getByRole('button', { name: /Select a project/ }).focus();
  await page.keyboard.press('Control+d');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Timesheet was successfully saved!')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports', exact: true })
    .click();
  await expect(page).toHaveURL(/\/reports$/);
});

test('submitting with unsaved edits is blocked with a toast', async ({ page }) => {
  await signInAs(page, 'manager@example.com', '/timesheets');
  const firstRow = page.locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  const cell = firstRow
    .getByRole('textbox', { name: /^Hours for/ })
    .and(page.locator(':enabled'))
    .first();
  await cell.fill('3');
  await page.getByRole('button', { name: 'SUBMIT FOR APPROVAL' }).click();
  await expect(
    page.getByText('You have unsaved changes, please save your timesheet and try again.'),
  ).toBeVisible();
});

test('adding a row without an employment start date shows the HR contact', async ({ page }) => {
  await signInAs(page, 'newhire@example.com', '/timesheets');
  await page.getByRole('button', { name: 'Add Row' }).click();
  await expect(page.getByRole('dialog', { name: 'Missing Start Date' })).toBeVisible();
  await expect(
    page.getByText(/Please contact HR at .+@.+ to have your employment start date added in Engagements/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
});

test('new time codes show in one strip with their count beside a grid whose totals stay in view, at 960 and 1440 px; dismissed together', async ({
  page,
}) => {
  await signInAs(page, 'employee@example.com', '/timesheets');
  // The seed gives two new codes; a test that assigned the employee before this one adds its own.
  const { codeAlerts } = (await (await page.request.get('/api/code_alerts')).json()) as {
    codeAlerts: { codeViewed: boolean }[];
  };
  const count = codeAlerts.filter((alert) => !alert.codeViewed).length;
  expect(count).toBeGreaterThanOrEqual(2);
  const strip = page.getByRole('region', { name: 'New time codes' });
  const table = page.getByRole('table', { name: 'Timesheet' });
  const scrollGrid = (to: 'start' | 'end') =>
    table.evaluate((element, end) => {
      const container = element.parentElement!;
      container.scrollLeft = end ? container.scrollWidth : 0;
    }, to === 'end');
  for (const [width, height] of [
    [960, 700],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(strip.getByRole('alert')).toHaveCount(1);
    await expect(strip.getByRole('alert')).toContainText(`${count} new time codes`);
    await expect(strip).toContainText(/You can now log time to UMBR-1009 [^,.]*? as Senior Consultant/);
    await expect(strip).toContainText(/INIT-1008 [^,.]*? as Senior Consultant/);
    // The grid scrolls sideways at 960 px: whichever days show, the rows' projects and totals stay in view.
    for (const end of ['start', 'end'] as const) {
      await scrollGrid(end);
      await expect(table.getByRole('columnheader', { name: 'Total' })).toBeInViewport({ ratio: 1 });
      await expect(table.getByLabel(/^Total for ACME-1001/)).toBeInViewport({ ratio: 1 });
      await expect(table.getByLabel('Timesheet total')).toBeInViewport({ ratio: 1 });
      await expect(table.getByRole('button', { name: /^Project for ACME-1001/ })).toBeInViewport({
        ratio: 1,
      });
    }
    await page.getByRole('button', { name: `Dismiss ${count} new time codes` }).hover();
    await expectNoAccessibilityViolations(page);
  }
  await page.getByRole('button', { name: `Dismiss ${count} new time codes` }).click();
  await expect(strip).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Dismiss new time code/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Current Timesheet' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous period' }).click();
  await expect(page.getByRole('button', { name: 'SUBMITTED, PENDING APPROVAL' })).toBeVisible();
  await page.getByRole('button', { name: 'Current Timesheet' }).click();
  await expect(page.getByRole('button', { name: 'SUBMIT FOR APPROVAL' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('a stale save from a second tab keeps the edits and reloads them onto the newer version', async ({
  page,
}) => {
  await signInAs(page, 'manager2@example.com', '/timesheets');
  const other = await page.context().newPage();
  await other.goto('/timesheets');
  const enabledCells = (tab: Page) =>
    tab
      .locator('tbody tr')
      .first()
      .getByRole('textbox', { name: /^Hours for/ })
      .and(tab.locator(':enabled'));
  // The second tab holds the version before the first tab's save: its load must be in before that save.
  await expect(enabledCells(other).nth(1)).toBeVisible();

  await enabledCells(page).nth(0).fill('5.25');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Timesheet was successfully saved!')).toBeVisible();

  await enabledCells(other).nth(1).fill('6.75');
  await other.getByRole('button', { name: 'SAVE' }).click();
  await expect(other.getByRole('dialog', { name: 'Timesheet Changed Elsewhere' })).toBeVisible();
  await other.getByRole('button', { name: 'Reload With My Changes' }).click();
  await expect(enabledCells(other).nth(0)).toHaveValue('5.25');
  await expect(enabledCells(other).nth(1)).toHaveValue('6.75');
  await other.getByRole('button', { name: 'SAVE' }).click();
  await expect(other.getByText('Timesheet was successfully saved!')).toBeVisible();

  await page.reload();
  await expect(enabledCells(page).nth(0)).toHaveValue('5.25');
  await expect(enabledCells(page).nth(1)).toHaveValue('6.75');
});

test('two quick clicks on Next move two periods, though the first is still loading', async ({ page }) => {
  await signInAs(page, 'employee@example.com', '/timesheets');
  await expect(page.getByRole('table', { name: 'Timesheet' })).toBeVisible();
  const label = await page.getByTestId('period-label').textContent();
  await page.getByRole('button', { name: 'Next period' }).click();
  await page.getByRole('button', { name: 'Next period' }).click();
  await page.getByRole('button', { name: 'Previous period', exact: true }).click();
  await page.getByRole('button', { name: 'Next period' }).click();
  await expect(page.getByRole('button', { name: 'Current Timesheet' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous period', exact: true }).click();
  await page.getByRole('button', { name: 'Previous period', exact: true }).click();
  await expect(page.getByTestId('period-label')).toHaveText(label ?? '');
});

test('a save the server refuses says why beside the day it names, and saves once that is mended', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'jacob.lindqvist@example.com', '/timesheets');
  await openNextPeriod(page);
  const periodStart = new URL(page.url()).searchParams.get('start_date');
  const { projects } = (await (await page.request.get(`/api/projects?start_date=${periodStart}`)).json()) as {
    projects: EmployeeProject[];
  };
  const project = projects.find((candidate) => candidate.roles.some((role) => role.startDate < periodStart!));
  const role = project?.roles.find((candidate) => candidate.startDate < periodStart!);
  expect(role, 'the seed gives Jacob a role that began before the next period').toBeDefined();

  await page.getByRole('button', { name: 'Add Row' }).click();
  await chooseProject(page, 0, project!.projectId, project!.projectId);
  const row = gridRow(page, project!.projectId);
  await hours(row, 5).fill('6');

  // Meanwhile an admin ends the assignment on the period's first day: the sixth day is now outside it.
  const admin = await signedInElsewhere(browser, 'admin@example.com', '/');
  const ended = await admin.request.patch(`/api/resources/${role!.resourceId}`, {
    data: { endDate: periodStart },
  });
  expect(ended.status()).toBe(200);
  try {
    await page.getByRole('button', { name: 'SAVE' }).click();
    const refused = hours(row, 5);
    await expect(refused).toBeFocused();
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toHaveAccessibleDescription(
      /^Not saved: \w{3} \d{1,2}, \d{4} is outside the project's dates\.$/,
    );
    await expect(
      page
        .locator('tbody tr')
        .nth(1)
        .getByText(/^Not saved: .* is outside the project's dates\.$/),
    ).toBeVisible();
    await expect(
      page.getByText('Timesheet failed to save, please try again or reload the page!'),
    ).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
  } finally {
    const restored = await admin.request.patch(`/api/resources/${role!.resourceId}`, {
      data: { endDate: role!.endDate },
    });
    expect(restored.status()).toBe(200);
  }

  await hours(row, 5).fill('5');
  await expect(page.getByText(/^Not saved:/)).toHaveCount(0);
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Timesheet was successfully saved!')).toBeVisible();
});
