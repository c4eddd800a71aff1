import { expect, expectNoAccessibilityViolations, signInAs, test } from './fixtures';

// API tokens (issue 41, points 1 and 4): an employee makes a read-only token from the menu under their name, sees
// its secret once, uses it as an outside system would (it reads but cannot write), and revokes it; an admin makes
// a service token with one scope. Every token carries this run's mark and is revoked at the end.

const mark = Date.now().toString(36).slice(-6).toUpperCase();

test('an employee makes a read-only token, uses it, and revokes it', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInAs(page, 'employee@example.com', '/timesheets');
  await page.getByRole('banner').locator('summary', { hasText: 'Emily Carter' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'API Tokens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API Tokens' })).toBeVisible();

  const name = `Spreadsheet ${mark}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('radio', { name: 'Read only' }).check();
  await page.getByRole('button', { name: 'Make Token' }).click();
  const secretField = page.getByRole('textbox', { name: 'Token' });
  await expect(secretField).toHaveValue(/^tk_/);
  await expect(page.getByRole('button', { name: 'Copy Token' })).toBeFocused();
  await expectNoAccessibilityViolations(page);
  const secret = await secretField.inputValue();

  const outside = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
    ignoreHTTPSErrors: true,
  });
  const user = await outside.get('/api/user');
  const write = await outside.post('/api/notifications/read_all', { data: {} });
  expect([user.status(), (await user.json()).currentUser.email, write.status()]).toEqual([
    200,
    'employee@example.com',
    403,
  ]);

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(secretField).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Read only');
  await expect(row).toContainText(secret.slice(0, 10));
  await expect(page.getByText(secret)).toHaveCount(0);

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revoke Token' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toBeHidden();
  expect((await outside.get('/api/user')).status()).toBe(401);
  await outside.dispose();
});

test('an admin makes a service token with one scope', async ({ page }) => {
  await signInAs(page, 'admin@example.com', '/admin/service-tokens');
  const name = `Invoicing ${mark}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Make Service Token' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one scope.' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Reports, Insights and Power BI: read' }).check();
  await page.getByRole('button', { name: 'Make Service Token' }).click();
  await expect(page.getByRole('textbox', { name: 'Token' })).toHaveValue(/^tk_/);
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('reports:read');
  await expectNoAccessibilityViolations(page);
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revoke Token' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toBeHidden();
});
