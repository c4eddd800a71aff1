import type { Browser, Page } from '@playwright/test';
import {
  datesOfPeriod,
  isWeekend,
  type Period,
  periodContaining,
  todayIso,
} from '@timekeep/shared/domain/periods';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { AdditionalProject } from '@timekeep/shared/schemas/catalog';
import type { TeamTimesheetSummary } from '@timekeep/shared/schemas/team';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { expect, expectNoAccessibilityViolations, signedInElsewhere, signInAs, test } from './fixtures';
import { createByApi, freeWeekdays } from './time-off-data';

// Issue 36, points 4, 6 and 13, as the lead (manager@example.com, Megan Brooks) and a member of their team who
// no other test acts as (Hannah Schultz), in a period of next year that nothing else touches.

const MEMBER = 'Hannah Schultz';
const nextYear = Number(todayIso().slice(0, 4)) + 1;

async function json<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

async function send(page: Page, method: 'post' | 'put' | 'patch', url: string, data: unknown) {
  const response = await page.request[method](url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** Internal Training, which everyone may log to from their start, without end (the seed's roles end by chance). */
async function trainingProject(member: Page): Promise<number> {
  const { additionalProjects } = await json<{ additionalProjects: AdditionalProject[] }>(
    member,
    '/api/additional_projects',
  );
  const training = additionalProjects.find((project) => project.name === 'Internal Training');
  expect(training?.assignment?.endDate).toBeNull();
  return training!.id;
}

/** Saves the member's row (one project, hours by day) and submits it. */
async function submitHours(
  member: Page,
  period: Period,
  additionalProjectId: number,
  hours: Record<string, number>,
) {
  const current = (
    await json<{ timesheet: Timesheet }>(member, `/api/timesheet?start_date=${period.startDate}`)
  ).timesheet;
  const rows = [
    {
      ...(current.timesheetRows[0] ? { id: current.timesheetRows[0].id } : {}),
      additionalProjectId,
      timesheetEntries: Object.entries(hours).map(([date, value]) => ({ date, hours: value, note: null })),
    },
  ];
  const saved = (
    current.id === null
      ? await send(member, 'post', '/api/timesheet', {
          timesheetPeriodId: current.timesheetPeriodId,
          version: 0,
          timesheetRows: rows,
        })
      : await send(member, 'put', `/api/timesheet/${current.id}`, {
          timesheetPeriodId: current.timesheetPeriodId,
          version: current.version,
          timesheetRows: rows,
        })
  ).timesheet as Timesheet;
  await send(member, 'patch', `/api/timesheet/${saved.id}/submit`, { version: saved.version });
  return saved;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function asMember(browser: Browser): Promise<Page> {
  return signedInElsewhere(browser, 'hannah.schultz@example.com', '/timesheets');
}

test('a lead sees time off on its days and in the lists, capacity without it, hours on days off, and what changed after a rejection', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = await asMember(browser);
  await expect(member.getByRole('button', { name: /SUBMIT/ })).toBeVisible();
  const days = await freeWeekdays(member, 5, `${nextYear}-10-01`);
  const [off1, off2, off3, halfOff, worked] = days as [string, string, string, string, string];
  const period = periodContaining(off1);
  expect(periodContaining(worked)).toEqual(period);

  // Three days of PTO the lead approves (24 h), and a half day still waiting for an answer.
  const approved = await createByApi(member, {
    startDate: off1,
    endDate: off3,
    timeframeType: 'multiple_days',
    hours: null,
  });
  // PTO: the seed sets no balance of other leave for next year, and no balance means none.
  await createByApi(member, { startDate: halfOff, hours: 4, reason: 'pto' });
  await signInAs(page, 'manager@example.com', '/team/pending');
  await send(page, 'post', `/api/team/ptos/${approved.id}/approve`, {});

  const training = await trainingProject(member);
  await submitHours(member, period, training, { [off1]: 8, [halfOff]: 6, [worked]: 8 });

  await page.goto('/team/pending');
  await expect(page.getByRole('row').filter({ hasText: MEMBER }).getByText('4.00 pending')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await shoot(page, 'team-pending-1440');

  // The Time tab: capacity without the approved PTO, the time off marked, members without a timesheet say so.
  const { holidays } = await json<{ holidays: { date: string }[] }>(page, '/api/holidays');
  const holidayDates = new Set(holidays.map((holiday) => holiday.date));
  const workingHours =
    datesOfPeriod(period).filter((date) => !isWeekend(date) && !holidayDates.has(date)).length * 8;
  await page.goto(`/team/timesheets?startDate=${period.startDate}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: MEMBER, exact: true }) });
  await expect(row).toContainText((workingHours - 24).toFixed(2));
  await expect(row.getByText('24.00', { exact: true })).toBeVisible();
  await expect(row.getByText('4.00 pending')).toBeVisible();
  await expect(page.getByText('No timesheet yet').first()).toBeVisible();
  const { timesheets } = await json<{ timesheets: TeamTimesheetSummary[] }>(
    page,
    `/api/team/timesheets?start_date=${period.startDate}`,
  );
  expect(timesheets.find((summary) => summary.employee === MEMBER)).toMatchObject({
    capacity: workingHours - 24,
    approvedTimeOffHours: 24,
    pendingTimeOffHours: 4,
  });
  await expectNoAccessibilityViolations(page);
  await shoot(page, 'team-timesheets-1440');
  await page.setViewportSize({ width: 960, height: 700 });
  await shoot(page, 'team-timesheets-960');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The review: the days off marked in the grid's head, and the hours logged on them flagged.
  await row.getByRole('link', { name: MEMBER, exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${MEMBER}: `) })).toBeVisible();
  const flagged = page.getByRole('alert').filter({ hasText: 'Hours logged on days off' });
  await expect(flagged.getByRole('listitem')).toHaveText([
    `${formatDisplayDate(off1)}: 8.00 h logged, time off PTO 8.00 h, approved`,
    `${formatDisplayDate(halfOff)}: 6.00 h logged, time off PTO 4.00 h, waiting for approval`,
  ]);
  const grid = page.getByRole('table', { name: 'Timesheet' });
  await expect(
    grid.getByRole('columnheader', { name: `${formatDisplayDate(off2)}, time off: PTO 8.00 h, approved` }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Legend' })).toHaveText(
    /Approved time off.*Time off waiting for approval/,
  );
  await expect(page.getByText(`Capacity: ${(workingHours - 24).toFixed(2)}`)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await grid.getByRole('columnheader', { name: new RegExp(`^${formatDisplayDate(halfOff)}`) }).hover();
  await expect(grid.getByText('PTO 4.00 h, waiting for approval', { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await shoot(page, 'review-time-off-1440');
  await page.setViewportSize({ width: 960, height: 700 });
  await shoot(page, 'review-time-off-960');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Rejected, corrected and submitted again: the review shows what changed since.
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject Timesheet' });
  await reject
    .getByRole('textbox', { name: /Note \(Required\)/ })
    .fill('Hours on your PTO days: please correct them.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Timesheet was rejected successfully!')).toBeVisible();
  await submitHours(member, period, training, { [halfOff]: 4, [worked]: 7.5 });
  await member.goto(`/timesheets?start_date=${period.startDate}`);
  await expect(
    member.getByRole('columnheader', { name: new RegExp(`^${formatDisplayDate(off1)}, time off: PTO`) }),
  ).toBeVisible();
  await expectNoAccessibilityViolations(member);
  await shoot(member, 'employee-grid-time-off');

  await page.goto(`/team/timesheets?startDate=${period.startDate}`);
  await row.getByRole('link', { name: MEMBER, exact: true }).click();
  const changes = page.getByRole('region', { name: /^Changes since it was rejected on / });
  const changed = changes.getByRole('row');
  await expect(changed).toHaveCount(4);
  for (const [index, [date, then, now]] of [
    [off1, '8.00', 'none'],
    [halfOff, '6.00', '4.00'],
    [worked, '8.00', '7.50'],
  ].entries()) {
    await expect(changed.nth(index + 1).getByRole('cell')).toHaveText([
      /./,
      formatDisplayDate(date!),
      then!,
      now!,
      '',
    ]);
  }
  await expect(flagged).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  await shoot(page, 'review-changes-1440');
  await page.setViewportSize({ width: 960, height: 700 });
  await shoot(page, 'review-changes-960');

  // The admin's read-only view of the same timesheet shows the same marks and figures.
  const hannah = timesheets.find((summary) => summary.employee === MEMBER)!;
  const admin = await signedInElsewhere(
    browser,
    'admin@example.com',
    `/admin/users/${hannah.spudUserId}/timesheets?startDate=${period.startDate}`,
  );
  await admin.setViewportSize({ width: 1440, height: 900 });
  await expect(admin.getByRole('heading', { name: `Viewing Timesheet for ${MEMBER}` })).toBeVisible();
  await expect(admin.getByText(`Capacity: ${(workingHours - 24).toFixed(2)}`)).toBeVisible();
  await expect(admin.getByText('Time off: 24.00')).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Legend' })).toContainText('Changed since it was sent back');
  await expectNoAccessibilityViolations(admin);
  await shoot(admin, 'admin-timesheet-1440');
});
