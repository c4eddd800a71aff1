import { choose, expect, expectNoAccessibilityViolations, signInAs, test } from './fixtures';

// SCIM provisioning (issue 41, points 3 and 4): an admin opens the SCIM screen, copies the tenant URL, generates
// the token and sees it once; the identity provider (a request context with the token) pushes a group, which the
// admin maps to a role; then the admin revokes the token and the provider is refused. The group carries this
// run's mark and is deleted at the end.

const mark = Date.now().toString(36).slice(-6).toUpperCase();
const GROUP = `Engineering ${mark}`;

test('an admin generates the SCIM token, sees it once, maps a pushed group, and revokes the token', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInAs(page, 'admin@example.com', '/admin/scim');
  await expect(page.getByRole('heading', { level: 2, name: 'SCIM Provisioning' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tenant URL' })).toHaveValue(/\/scim\/v2$/);

  const replacing = await page.getByRole('button', { name: 'Generate New Token' }).isVisible();
  await page.getByRole('button', { name: replacing ? 'Generate New Token' : 'Generate Token' }).click();
  if (replacing) {
    await page
      .getByRole('dialog', { name: 'Generate New SCIM Token' })
      .getByRole('button', { name: 'Generate Token' })
      .click();
  }
  const secretField = page.getByRole('textbox', { name: 'Secret token' });
  await expect(secretField).toHaveValue(/^scim_/);
  await expect(page.getByRole('button', { name: 'Copy Token' })).toBeFocused();
  await expectNoAccessibilityViolations(page);
  const secret = await secretField.inputValue();

  const provider = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}`, 'content-type': 'application/scim+json' },
    ignoreHTTPSErrors: true,
  });
  const created = await provider.post('/scim/v2/Groups', {
    data: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: GROUP },
  });
  expect(created.status()).toBe(201);
  const group = (await created.json()) as { id: string };

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(secretField).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByText(secret.slice(0, 11))).toBeVisible();

  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(GROUP) });
  await expect(row).toBeVisible();
  await choose(page, row, `Role of ${GROUP}`, 'Reports');
  await expect(page.getByText(`${GROUP}: its members were updated.`)).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Role of ${GROUP}` })).toHaveValue('Reports');
  await expectNoAccessibilityViolations(page);

  expect((await provider.delete(`/scim/v2/Groups/${group.id}`)).status()).toBe(204);
  await page.getByRole('button', { name: 'Revoke Token' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke SCIM Token' })
    .getByRole('button', { name: 'Revoke Token' })
    .click();
  await expect(page.getByText('No SCIM token: provisioning is off.')).toBeVisible();
  expect((await provider.get('/scim/v2/Users')).status()).toBe(401);
  await provider.dispose();
});
