import { expect, expectNoAccessibilityViolations, signInAs, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/timesheets$/);
});

test('unknown paths and deeper timesheet paths show the not-found view', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await page.goto('/timesheets/extra');
  await expect(page.getByText('Page Not Found')).toBeVisible();
});

test('a page the role may not enter says so and leads home', async ({ page, browser }) => {
  const contractor = await (await browser.newContext()).newPage();
  await signInAs(contractor, 'contractor@example.com', '/pto');
  await expect(contractor.getByRole('heading', { name: 'Page Not Available' })).toBeVisible();
  await expect(contractor.getByText('This page is not available to your role.')).toBeVisible();
  await contractor.getByRole('link', { name: 'Go to Timesheets' }).click();
  await expect(contractor).toHaveURL(/\/timesheets$/);
  await contractor.context().close();
  await page.goto('/no-such-page');
  await page.getByRole('link', { name: 'Go to Timesheets' }).click();
  await expect(page).toHaveURL(/\/timesheets$/);
});

test('bare area paths redirect to their first tab', async ({ page }) => {
  await page.goto('/pto');
  await expect(page).toHaveURL(/\/pto\/current$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('help loads with the app version and the floating help button leads there', async ({ page }) => {
  await page.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByText('Version 4.0.0')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Timesheets/ }).first()).toBeVisible();
});

test('the page keeps a minimum width of 960px', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  const width = await page.evaluate(() => document.body.scrollWidth);
  expect(width).toBeGreaterThanOrEqual(960);
});

for (const path of ['/timesheets', '/pto/current', '/reports/accounting']) {
  test(`on a 960x500 window the floating help button covers no control of ${path}, scrolled to the end`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 960, height: 500 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const help = (await page.getByRole('link', { name: 'Help' }).boundingBox())!;
    const covered = await page
      .getByRole('main')
      .locator('button, a, input, [tabindex="0"]')
      .evaluateAll(
        (controls, box) =>
          controls
            .filter((control) => {
              const rect = control.getBoundingClientRect();
              return (
                rect.width > 0 &&
                rect.left < box.x + box.width &&
                rect.right > box.x &&
                rect.top < box.y + box.height &&
                rect.bottom > box.y
              );
            })
            .map((control) => control.textContent || control.getAttribute('aria-label')),
        help,
      );
    expect(covered).toEqual([]);
  });
}

test('on a 960x500 window the timesheet bar held at its foot keeps Submit clear of the floating help button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 960, height: 500 });
  await page.goto('/timesheets');
  const submit = page.getByRole('button', { name: 'SUBMIT FOR APPROVAL' });
  await expect(submit).toBeInViewport();
  const help = (await page.getByRole('link', { name: 'Help' }).boundingBox())!;
  const button = (await submit.boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(help.x);
});

for (const path of [
  '/timesheets',
  '/pto/current',
  '/pto/history',
  '/reports/allocation',
  '/admin/users',
  '/engagements',
]) {
  test(`at 1024 px ${path} fits the window: wide tables scroll inside it, the page does not`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBe(widths.window);
  });
}

test('the signed-in shell is accessible', async ({ page }) => {
  await expectNoAccessibilityViolations(page);
});

test('no request leaves for a third party when Sentry and analytics are not configured', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
  });
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports', exact: true })
    .click();
  await expect(page).toHaveURL(/\/reports$/);
  expect(foreign).toEqual([]);
});
