import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  test as base,
  type ElementHandle,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

export { expect };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A port nothing listens on now, from the system's ephemeral range (above Chromium's refused ports). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether `/api/health` answers 200 (the gateway's self-signed certificate is accepted). */
function answersHealth(origin: string): Promise<boolean> {
  const client = origin.startsWith('https:') ? https : http;
  return new Promise((resolve) => {
    const request = client.get(
      `${origin}/api/health`,
      { rejectUnauthorized: false, timeout: 5_000 },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    request.once('error', () => resolve(false));
    request.once('timeout', () => request.destroy());
  });
}

async function waitForHealth(origin: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app server for ${origin} exited (${child.exitCode})`);
    if (await answersHealth(origin)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Every spec imports `test` from here: each Playwright worker runs the built app on a port and data folder of
 * its own, so workers run side by side and a spec's data is only its worker's. In the 'http' project that is
 * one server on a fresh embedded database, seeded at boot as `npm start` does; in the 'https' project
 * (`behindHttpsGateway`), the production shape of support/https-gateway.mjs: on PostgreSQL (TEST_DATABASE_URL,
 * as CI runs) two app servers on a database of their own behind one https address, else one on the embedded
 * database. A worker replaced after a failure starts fresh ones.
 */
export const test = base.extend<
  object,
  { behindHttpsGateway: boolean; serverEnv: Record<string, string>; appOrigin: string }
>({
  behindHttpsGateway: [false, { option: true, scope: 'worker' }],
  /**
   * Settings of the app server(s) a spec needs besides the defaults (`test.use({ serverEnv: {...} })`): a spec
   * that sets them gets workers of its own, whose servers start with them.
   */
  serverEnv: [{}, { option: true, scope: 'worker' }],
  appOrigin: [
    async ({ behindHttpsGateway, serverEnv }, use) => {
      const port = await freePort();
      const folder = path.join(root, '.tmp', `e2e-${behindHttpsGateway ? 'https' : 'http'}-${port}`);
      rmSync(folder, { recursive: true, force: true });
      const origin = `${behindHttpsGateway ? 'https' : 'http'}://127.0.0.1:${port}`;
      const child = behindHttpsGateway
        ? spawn(process.execPath, ['apps/web/e2e/support/https-gateway.mjs', String(port), folder], {
            cwd: root,
            stdio: ['ignore', 'ignore', 'inherit'],
            env: {
              ...process.env,
              ...serverEnv,
              LOG_LEVEL: 'warn',
              TZ: 'UTC',
              ...(process.env.TEST_DATABASE_URL
                ? { GATEWAY_POSTGRES_URL: process.env.TEST_DATABASE_URL }
                : {}),
            },
          })
        : spawn(process.execPath, ['apps/server/dist/server.js'], {
            cwd: root,
            stdio: ['ignore', 'ignore', 'inherit'],
            env: {
              ...process.env,
              ...serverEnv,
              PORT: String(port),
              HOST: '127.0.0.1',
              DATA_DIR: folder,
              LOG_LEVEL: 'warn',
              TZ: 'UTC',
            },
          });
      try {
        await waitForHealth(origin, child);
        await use(origin);
      } finally {
        // SIGTERM, so that the gateway stops its app servers and drops the database it made for them.
        await stop(child);
        rmSync(folder, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ appOrigin }, use) => use(appOrigin),
});

/** Goes through the single sign-on button and the development identity provider's form. */
export async function signInAs(page: Page, email: string, path = '/') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A second browser signed in as someone else, to act beside the person under test or see what they see. */
export async function signedInElsewhere(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, email, path);
  return page;
}

/** MM/DD/YYYY, as a person types a date into a date field. */
export function typedDate(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}

/** Types an ISO date into the date field named `label` as a person does, then leaves the field. */
export async function typeDate(scope: Page | Locator, label: string, date: string) {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  await field.fill(typedDate(date));
  await field.blur();
}

/**
 * Opens the select named `label`, narrows it by typing the option when it is searchable, and picks the option
 * (the first match of a pattern; the option of exactly that name otherwise).
 */
export async function choose(
  page: Page,
  scope: Page | Locator,
  label: string | RegExp,
  option: string | RegExp,
) {
  const select = scope.getByRole('combobox', { name: label });
  await select.click();
  if (typeof option === 'string' && (await select.getAttribute('readonly')) === null)
    await select.fill(option);
  await page
    .getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option })
    .first()
    .click();
}

/**
 * Axe run by `axe.run` in the page itself. AxeBuilder's default opens a blank page for every look to merge the
 * frames' partial results in: the accessibility spec took a quarter more CPU time with it. The app's pages have
 * no frame but the Power BI embed, which legacy mode still reads.
 */
function axeOf(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** WCAG 2.1 levels A and AA: the 2.0 rules and those 2.1 added. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe once nothing moves: a dialog or toast still fading in would be judged on its blended colours. */
export async function expectNoAccessibilityViolations(page: Page) {
  const results = await analyzeStillPage(page);
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Axe's WCAG 2.1 AA results of a page that did not move while axe read it. A look takes a while on a busy machine,
 * and a toast may start leaving in it (its 3.5 s end): axe then reads the half-faded text's contrast. A look in
 * which a transition or animation started is taken again once the page is still (at most five looks).
 */
async function analyzeStillPage(page: Page) {
  for (let look = 1; ; look++) {
    await waitForAnimations(page);
    await page.evaluate(() => {
      const watched = window as unknown as { movedDuringLook?: boolean };
      watched.movedDuringLook = false;
      const moved = () => {
        watched.movedDuringLook = true;
      };
      document.addEventListener('transitionrun', moved, { capture: true, once: true });
      document.addEventListener('animationstart', moved, { capture: true, once: true });
    });
    const results = await axeOf(page).withTags(WCAG_21_AA).analyze();
    const moved = await page.evaluate(
      () => (window as unknown as { movedDuringLook?: boolean }).movedDuringLook !== false,
    );
    if (!moved || look === 5) return results;
  }
}

/**
 * Waits until no finite animation runs. A Mantine transition (a notification fading in) starts its CSS
 * transition a frame or two after mounting, so the page is looked at again after two frames until a look finds
 * nothing running: axe reading a half-faded notification reports its text's contrast.
 */
async function waitForAnimations(page: Page) {
  await page.evaluate(async () => {
    const nextFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let look = 0; look < 10; look++) {
      await nextFrames();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .filter((animation) => animation.playState === 'running');
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Hovers each visible, enabled button of the page (or of `scope`: an open picker) that looks unlike the ones
 * before it (its variant, colours and size), and checks with axe that its text keeps 4.5:1 contrast while
 * hovered, as it must at rest: a hover style that darkens a light button's background can take it below. Each
 * failure is named with the state and the button.
 */
export async function expectHoveredButtonsReadable(page: Page, state: string, scope: Page | Locator = page) {
  const buttons = (await scope
    .locator('button:visible, a[data-variant]:visible, [role="button"]:visible')
    .elementHandles()) as ElementHandle<HTMLElement>[];
  expect(buttons.length, `${state}: buttons to hover`).toBeGreaterThan(0);
  const looks = new Set<string>();
  const failures: string[] = [];
  for (const [index, button] of buttons.entries()) {
    // Gone since the page was read (a row replaced), or disabled (exempt from contrast): nothing to hover.
    if (!(await button.evaluate((element) => element.isConnected)) || (await button.isDisabled())) continue;
    const look = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      const attributes = ['data-variant', 'data-selected', 'data-weekend', 'data-outside', 'data-today']
        .map((name) => element.getAttribute(name))
        .join(' ');
      return `${element.className} ${attributes} ${style.color} ${style.backgroundColor} ${style.fontSize}`;
    });
    if (looks.has(look)) continue;
    looks.add(look);
    const marker = `hovered-${index}`;
    await button.evaluate((element, value) => element.setAttribute('data-hover-check', value), marker);
    // Forced: a button partly under another (the help button) is still hovered where a pointer would be.
    await button.hover({ force: true });
    await waitForAnimations(page);
    const results = await axeOf(page)
      .include(`[data-hover-check="${marker}"]`)
      .withRules(['color-contrast'])
      .analyze();
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent())?.trim();
    for (const violation of results.violations) {
      for (const node of violation.nodes)
        failures.push(`${state}: "${name}" hovered: ${node.failureSummary}`);
    }
    await button.evaluate((element) => element.removeAttribute('data-hover-check'));
  }
  await page.mouse.move(0, 0);
  expect.soft(failures).toEqual([]);
}

/**
 * The critical and serious axe violations (WCAG 2.1 A and AA) of the page as it stands, named with the state
 * they were found in; the lesser ones are printed for the record.
 */
export async function expectNoSeriousAccessibilityViolations(page: Page, state: string) {
  const results = await analyzeStillPage(page);
  const summary = (violation: (typeof results.violations)[number]) =>
    `${state}: ${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`;
  const serious = results.violations.filter((violation) =>
    ['critical', 'serious'].includes(violation.impact ?? ''),
  );
  for (const violation of results.violations)
    if (!serious.includes(violation)) console.log(summary(violation));
  expect.soft(serious.map(summary)).toEqual([]);
}
