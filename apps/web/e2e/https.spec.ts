import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures';

// Runs in the 'https' project: the app in production mode behind a TLS-terminating proxy (see
// e2e/support/https-gateway.mjs), the way it is deployed.
test('signs in over https behind the proxy and lands back on the page asked for', async ({
  page,
  context,
}) => {
  await signInAs(page, 'employee@example.com', '/timesheets');
  await expect(page).toHaveURL(/^https:\/\/127\.0\.0\.1:\d+\/timesheets$/);
  await expect(page.getByRole('heading', { name: 'Timesheets' })).toBeVisible();

  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === '__Host-timekeep_session');
  expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
  expect(cookies.find((cookie) => cookie.name === '__Host-timekeep_login')).toBeUndefined();

  const user = await page.request.get('/api/user');
  expect(user.status()).toBe(200);
  expect((await user.json()).currentUser.email).toBe('employee@example.com');
  expect(user.headers()['strict-transport-security']).toContain('max-age=');
});
