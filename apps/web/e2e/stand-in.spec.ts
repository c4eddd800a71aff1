import type { Browser, Page } from '@playwright/test';
import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import {
  choose,
  expect,
  expectNoSeriousAccessibilityViolations,
  signedInElsewhere,
  test,
  typeDate,
} from './fixtures';
import { type MovingClockServer, startMovingClockServer } from './support/moving-clock-server';

// A stand-in while a lead is away (issue 38), on an app server of this spec's own whose clock the test moves
// into the lead's absence and past it (support/moving-clock-server.ts).

/** Next week's Monday to Friday, on the UTC calendar the server keeps. */
function nextWeek(): { monday: string; friday: string } {
  let monday = addDays(todayIso(), 1);
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
  return { monday, friday: addDays(monday, 4) };
}

let server: MovingClockServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startMovingClockServer('stand-in');
});

test.afterAll(async () => {
  await server?.stop();
});

/** Signed in as someone, on this spec's server. */
const signedInPage = (browser: Browser, email: string, path: string) =>
  signedInElsewhere(browser, email, `${server.origin}${path}`);

/** Moves the server's clock to noon UTC of `date`. */
function moveServerTo(date: string) {
  const target = Date.parse(`${date}T12:00:00Z`);
  server.moveClock(target - server.now());
}

/** A lead action sent as the web app sends it (same origin, JSON body): its status code. */
function approveOverApi(page: Page, timesheetId: string) {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/team/timesheets/${id}/approve`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return response.status;
  }, timesheetId);
}

test('a lead names a stand-in for next week, who approves for the team as them; after the week they may not', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const { monday, friday } = nextWeek();

  const lead = await signedInPage(browser, 'manager@example.com', '/stand-ins');
  const form = lead.getByRole('form', { name: 'Name a Stand-in' });
  await choose(lead, form, 'Stand-in', 'Marcus Bennett');
  await typeDate(form, 'First Day', monday);
  await typeDate(form, 'Last Day', friday);
  await form.getByRole('button', { name: 'Name Stand-in' }).click();
  const list = lead.getByRole('table', { name: 'Stand-ins' });
  await expect(list.getByRole('row').filter({ hasText: 'Marcus Bennett' })).toContainText('Upcoming');
  await expectNoSeriousAccessibilityViolations(lead, 'the stand-ins page');

  // During the week, the stand-in sees the lead's pending timesheets as 'Acting for Megan Brooks'.
  moveServerTo(addDays(monday, 1));
  const standIn = await signedInPage(browser, 'manager2@example.com', '/team/pending');
  const acting = standIn.getByRole('region', { name: 'Acting for Megan Brooks' });
  await expect(acting).toBeVisible();
  const links = acting.getByRole('table').first().getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  const spared = (await links.nth(1).getAttribute('href'))!.split('/').pop()!.split('?')[0]!;
  await expectNoSeriousAccessibilityViolations(standIn, 'the pending lists acting for a lead');
  const approvedPath = (await links.first().getAttribute('href'))!;
  await links.first().click();
  await expect(standIn).toHaveURL(/\/team\/timesheets\/\d+/);
  await standIn.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirm = standIn.getByRole('dialog');
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(standIn.getByText('Timesheet was approved successfully!')).toBeVisible();

  // History, as the lead reads it on the timesheet (sessions are signed in again after each move of the
  // clock: a week ahead, they would have ended).
  const history = await signedInPage(browser, 'manager@example.com', approvedPath);
  await expect(history.getByRole('region', { name: 'History' })).toContainText(
    'Marcus Bennett for Megan Brooks',
  );

  // After the week: no more acting for the lead, and the same route answers 403.
  moveServerTo(addDays(friday, 3));
  const former = await signedInPage(browser, 'manager2@example.com', '/team/pending');
  await expect(former.getByRole('heading', { name: 'Pending Timesheets' })).toBeVisible();
  await expect(former.getByRole('region', { name: 'Acting for Megan Brooks' })).toHaveCount(0);
  expect(await approveOverApi(former, spared)).toBe(403);
});

// The digest's rules are tested on the server with a fixed clock (stand-ins.test.ts). Here, on the moving-clock
// server, the lead's page read the sign-in screen instead of the digest on every run after about 18:00 UTC on
// 2026-11-28, with and without that day's changes, while it passed an hour before: a dependence on the real
// time of day that is not found yet. Fixme until it is, so that it is read rather than retried into green.
test.fixme('the lead is told once what was decided in their absence', async ({ browser }) => {
  test.setTimeout(240_000);
  const { friday } = nextWeek();
  moveServerTo(addDays(friday, 3));
  // The lead is told once what was decided in their absence (the job runs each minute).
  const back = await signedInPage(browser, 'manager@example.com', '/stand-ins');
  // Signed in before the first reload: a reload while the sign-in's redirects are in flight lands on /login.
  await expect(back.getByRole('form', { name: 'Name a Stand-in' })).toBeVisible();
  await expect
    .poll(
      async () => {
        await back.reload();
        await back
          .getByRole('banner')
          .getByRole('button', { name: /^Notifications/ })
          .click();
        return back
          .getByText(/^While you were away .*Marcus Bennett took 1 decision for your team\.$/)
          .count();
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBe(1);
});
