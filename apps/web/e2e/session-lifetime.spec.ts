import type { BrowserContext, Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';
import { type MovingClockServer, startMovingClockServer } from './support/moving-clock-server';

// Chromium's cookie jar keeps the real time, so the server's clock is what moves: an app server of this
// spec's own, started with a clock whose offset the tests move (support/moving-clock.mjs), and an absolute
// session limit of three days (SESSION_MAX_DAYS) so that an active session meets it within a few steps.
const HOUR = 60 * 60 * 1000;
const IDLE_LIMIT = 24 * HOUR;
const MAX_DAYS = 3;
/** How far the cookie's Expires may be from the expected end: the time a page load takes, and whole seconds. */
const TOLERANCE = 2 * 60 * 1000;

let server: MovingClockServer;
let origin: string;

/** The server's time now. */
const serverNow = () => server.now();

function moveServerClock(by: number) {
  server.moveClock(by);
}

test.beforeAll(async () => {
  // A fresh embedded database is migrated and seeded at the first start.
  test.setTimeout(180_000);
  server = await startMovingClockServer('session-lifetime', { SESSION_MAX_DAYS: String(MAX_DAYS) });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
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
