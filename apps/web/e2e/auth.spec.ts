import { expect, expectNoAccessibilityViolations, signInAs, test } from './fixtures';

// Power BI is for admins and the reports role while its embed tokens name nobody (no POWERBI_RLS_ROLES).
const headerLinks: Record<string, string[]> = {
  'employee@example.com': ['Timesheets', 'Time Off', 'Reports'],
  'contractor@example.com': ['Timesheets', 'Reports'],
  'manager@example.com': ['Timesheets', 'Time Off', 'Team', 'Reports'],
  'manager2@example.com': ['Timesheets', 'Time Off', 'Team', 'Reports'],
  'admin@example.com': ['Timesheets', 'Time Off', 'Reports', 'Power BI Reports', 'Admin'],
  'reports@example.com': ['Reports', 'Power BI Reports'],
  'newhire@example.com': ['Timesheets', 'Time Off', 'Reports'],
};
const allLinks = ['Timesheets', 'Time Off', 'Team', 'Reports', 'Power BI Reports', 'Admin'];

for (const [email, expected] of Object.entries(headerLinks)) {
  test(`${email} signs in and sees the right header`, async ({ page }) => {
    await signInAs(page, email);
    await expect(page).toHaveURL(email.startsWith('reports@') ? /\/reports$/ : /\/timesheets$/);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    for (const name of allLinks) {
      const link = navigation.getByRole('link', { name, exact: true });
      if (expected.includes(name)) await expect(link).toBeVisible();
      else await expect(link).toHaveCount(0);
    }
    await expect(navigation.getByRole('link', { name: 'Log Out' })).toBeVisible();
  });
}

test('someone without a role is refused with the spec message', async ({ page }) => {
  await signInAs(page, 'norole@example.com');
  await expect(page).toHaveURL(/\/login\?error=permission_failed/);
  await expect(page.getByText('Sorry, you are not enabled to login to this application')).toBeVisible();
  const user = await page.request.get('/api/user');
  expect(user.status()).toBe(401);
});

test('a deep link survives sign-in', async ({ page }) => {
  await signInAs(page, 'employee@example.com', '/pto/history?year=2025');
  await expect(page).toHaveURL(/\/pto\/history\?year=2025$/);
  await expect(page.getByRole('heading', { name: 'Time Off' })).toBeVisible();
});

test('after logging out the app asks for sign-in again', async ({ page }) => {
  await signInAs(page, 'manager@example.com');
  await expect(page).toHaveURL(/\/timesheets$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/team');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fteam/);
  await expect(page.getByRole('button', { name: 'Sign in with single sign-on' })).toBeVisible();
});

test('the sign-in page is accessible', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in with single sign-on' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
