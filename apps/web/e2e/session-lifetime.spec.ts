import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';

// Chromium's cookie jar keeps the real time, so the server's clock is what moves: an app server of this
// spec's own, started with a clock whose offset the tests move (support/moving-clock.mjs), and an absolute
// session limit of three days (SESSION_MAX_DAYS) so that an active session meets it within a few steps.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const HOUR = 60 * 60 * 1000;
const IDLE_LIMIT = 24 * HOUR;
const MAX_DAYS = 3;
/** How far the cookie's Expires may be from the expected end: the time a page load takes, and whole seconds. */
const TOLERANCE = 2 * 60 * 1000;

let server: ChildProcess;
let origin: string;
let folder: string;
let clockFile: string;
let clockOffset = 0;

/** The server's time now. */
const serverNow = () => Date.now() + clockOffset;

function moveServerClock(by: number) {
  clockOffset += by;
  writeFileSync(`${clockFile}.next`, String(clockOffset));
  renameSync(`${clockFile}.next`, clockFile);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address() as net.AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app server exited (${child.exitCode})`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.beforeAll(async () => {
  // A fresh embedded database is migrated and seeded at the first start.
  test.setTimeout(180_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  folder = path.join(root, '.tmp', `e2e-session-lifetime-${port}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  clockFile = path.join(folder, 'clock-offset');
  moveServerClock(0);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(folder, 'data'),
    LOG_LEVEL: 'warn',
    TZ: 'UTC',
    SESSION_MAX_DAYS: String(MAX_DAYS),
    CLOCK_OFFSET_FILE: clockFile,
  };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  const clock = pathToFileURL(path.join(root, 'apps/web/e2e/support/moving-clock.mjs')).href;
  server = spawn(process.execPath, ['--import', clock, 'apps/server/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(origin, server);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Loads a page behind sign-in, as activity: the person is still signed in. */
async function expectSignedIn(page: Page) {
  await page.goto(`${origin}/pto/current`);
  await expect(page).toHaveURL(`${origin}/pto/current`);
  await expect(page.getByRole('heading', { name: 'Time Off' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log Out' }),
  ).toBeVisible();
}

async function expectSignedOut(page: Page) {
  await page.goto(`${origin}/pto`);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in with single sign-on' })).toBeVisible();
}

/** When the browser drops the session cookie, in milliseconds. */
async function sessionCookieExpires(context: BrowserContext): Promise<number> {
  const cookie = (await context.cookies(origin)).find((each) => each.name === 'timekeep_session');
  expect(cookie, 'the session cookie').toBeDefined();
  return cookie!.expires * 1000;
}

test('an active person stays signed in past 24 hours, the cookie moving with the session', async ({
  page,
  context,
}) => {
  await signInAs(page, 'employee@example.com', `${origin}/pto`);
  await expectSignedIn(page);
  for (let step = 1; step <= 5; step += 1) {
    moveServerClock(5 * HOUR);
    await expectSignedIn(page);
    const expires = await sessionCookieExpires(context);
    expect(Math.abs(expires - (serverNow() + IDLE_LIMIT)), `after ${step * 5} hours`).toBeLessThan(TOLERANCE);
  }
});

test('24 idle hours sign a person out', async ({ page }) => {
  await signInAs(page, 'manager@example.com', `${origin}/pto`);
  await expectSignedIn(page);
  moveServerClock(IDLE_LIMIT - 10 * 60 * 1000);
  await expectSignedIn(page);
  moveServerClock(IDLE_LIMIT + 2 * 60 * 1000);
  await expectSignedOut(page);
});

test('the absolute limit ends an active session, and the cookie never outlives it', async ({
  page,
  context,
}) => {
  await signInAs(page, 'manager2@example.com', `${origin}/pto`);
  await expectSignedIn(page);
  const absoluteEnd = serverNow() + MAX_DAYS * 24 * HOUR;
  for (let step = 1; step <= 3; step += 1) {
    moveServerClock(20 * HOUR);
    await expectSignedIn(page);
    const expires = await sessionCookieExpires(context);
    expect(expires, `after ${step * 20} hours`).toBeLessThanOrEqual(absoluteEnd);
    const expected = Math.min(serverNow() + IDLE_LIMIT, absoluteEnd);
    expect(Math.abs(expires - expected), `after ${step * 20} hours`).toBeLessThan(TOLERANCE);
  }
  moveServerClock(20 * HOUR);
  await expectSignedOut(page);
});
