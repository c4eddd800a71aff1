import { expect, signInAs, test } from './fixtures';

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

test('two app servers behind one address: a sign-in started on one finishes on the other, and the session works on both', async ({
  page,
}) => {
  test.skip(
    !process.env.TEST_DATABASE_URL,
    'two app servers need PostgreSQL (TEST_DATABASE_URL, set in CI); without it the gateway runs one on the embedded database',
  );
  const servedBy = new Map<string, string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/auth/')) servedBy.set(path, response.headers()['x-timekeep-upstream'] ?? '');
  });
  await signInAs(page, 'manager@example.com', '/timesheets');
  await expect(page.getByRole('heading', { name: 'Timesheets' })).toBeVisible();
  expect(servedBy.get('/api/auth/login')).toMatch(/^[12]$/);
  expect(servedBy.get('/api/auth/callback')).toMatch(/^[12]$/);
  expect(servedBy.get('/api/auth/callback')).not.toBe(servedBy.get('/api/auth/login'));

  const answers = [];
  for (let call = 0; call < 4; call += 1) {
    const user = await page.request.get('/api/user');
    answers.push({ status: user.status(), server: user.headers()['x-timekeep-upstream'] });
  }
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  expect(new Set([...servedBy.values(), ...answers.map((answer) => answer.server)])).toEqual(
    new Set(['1', '2']),
  );
});

test('the served pages carry the security headers, and nothing on them breaks the content security policy', async ({
  page,
}) => {
  // Every violation the browser reports, from the first script on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await signInAs(page, 'employee@example.com', '/timesheets');
  await expect(page.getByRole('heading', { name: 'Timesheets' })).toBeVisible();

  const shell = await page.request.get('/pto', { headers: { accept: 'text/html' } });
  expect(shell.headers()['content-type']).toContain('text/html');
  const policy = Object.fromEntries(
    (shell.headers()['content-security-policy'] ?? '').split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(shell.headers()['x-content-type-options']).toBe('nosniff');
  expect(shell.headers()['strict-transport-security']).toContain('max-age=');
  // The built page has no inline script the policy would block: every script is a file of the app's own.
  expect(await shell.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

  // The screens with the most moving parts: a note popover, the project picker, the time-off form's date picker.
  await page
    .getByRole('textbox', { name: /^Hours for/ })
    .first()
    .focus();
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByRole('textbox', { name: 'Note' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /^Project for/ })
    .first()
    .click();
  await expect(
    page.getByPlaceholder('Search by Client, Project, or Role').filter({ visible: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Time Off' }).click();
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
});
