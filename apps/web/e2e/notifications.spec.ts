import type { Page } from '@playwright/test';
import { type Period, periodContaining, previousPeriod, todayIso } from '@timekeep/shared/domain/periods';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import type { DevOutbox } from '@timekeep/shared/schemas/dev-outbox';
import type { NotificationsResponse } from '@timekeep/shared/schemas/notifications';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { expect, expectNoAccessibilityViolations, signedInElsewhere, signInAs, test } from './fixtures';

// employee@example.com (Emily Carter) reports to manager@example.com (Megan Brooks). The seed gives the
// employee timesheets for the current period and the five before it, which other tests act on; this one
// starts a timesheet of the seventh period back, which nothing else touches.
const EMPLOYEE = 'Emily Carter';

function periodAgo(age: number): Period {
  let period = periodContaining(todayIso());
  for (let i = 0; i < age; i++) period = previousPeriod(period);
  return period;
}

/** The employee's first save of the period's timesheet, made through the API: an empty timesheet to submit. */
async function startTimesheet(page: Page, period: Period): Promise<Timesheet> {
  const read = await page.request.get(`/api/timesheet?start_date=${period.startDate}`);
  expect(read.ok()).toBe(true);
  const { timesheet } = (await read.json()) as { timesheet: Timesheet };
  if (timesheet.id !== null) return timesheet;
  const saved = await page.request.post('/api/timesheet', {
    data: { timesheetPeriodId: timesheet.timesheetPeriodId, timesheetRows: [] },
  });
  expect(saved.status()).toBe(200);
  return ((await saved.json()) as { timesheet: Timesheet }).timesheet;
}

async function unreadCountOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/notifications');
  return ((await response.json()) as NotificationsResponse).unreadCount;
}

const bellName = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

test('the employee submits; the lead sees the count on the bell, opens it and follows the message to the timesheet', async ({
  page,
  browser,
}) => {
  const period = periodAgo(6);
  await signInAs(page, 'employee@example.com', '/timesheets');
  await expect(page.getByRole('heading', { name: 'Timesheets' })).toBeVisible();
  const timesheet = await startTimesheet(page, period);
  expect(timesheet.status).toBe('unsubmitted');

  // Submitted through the API: the Submit dialog's own flow is the timesheet specs' to test.
  const submitted = await page.request.patch(`/api/timesheet/${timesheet.id}/submit`, { data: {} });
  expect(submitted.status()).toBe(200);

  const lead = await signedInElsewhere(browser, 'manager@example.com', '/timesheets');
  const unread = await unreadCountOf(lead);
  expect(unread).toBeGreaterThan(0);
  const bell = lead.getByRole('banner').getByRole('button', { name: bellName(unread), exact: true });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAttribute('aria-expanded', 'false');

  // Keyboard: the bell opens and closes the list, and Escape gives the focus back.
  await bell.focus();
  await lead.keyboard.press('Enter');
  const panel = lead.getByRole('region', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await lead.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await bell.click();
  const message = panel.getByRole('link', {
    name: new RegExp(
      `^Unread: ${EMPLOYEE} submitted their timesheet for ${formatDateRange(period.startDate, period.endDate)}\\.`,
    ),
  });
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute('href', `/team/timesheets/${timesheet.id}`);
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  await expectNoAccessibilityViolations(lead);

  await message.click();
  await expect(lead).toHaveURL(new RegExp(`/team/timesheets/${timesheet.id}$`));
  await expect(lead.getByRole('heading', { name: new RegExp(`^${EMPLOYEE}: `) })).toBeVisible();
  await expect(lead.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(
    lead.getByRole('banner').getByRole('button', { name: bellName(unread - 1), exact: true }),
  ).toBeVisible();
  await expectNoAccessibilityViolations(lead);

  // No mail server here: the lead's email is kept in the development outbox, sent by the app's worker.
  const subject = `${EMPLOYEE} submitted their timesheet for ${formatDateRange(period.startDate, period.endDate)}.`;
  await expect
    .poll(
      async () => {
        const outbox = (await (await lead.request.get('/api/dev/outbox')).json()) as DevOutbox;
        return outbox.mails.filter((mail) => mail.to === 'manager@example.com' && mail.subject === subject)
          .length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
});

test('the employee turns one email topic off from the bell, and it stays off', async ({ page }) => {
  await signInAs(page, 'employee@example.com', '/timesheets');
  await expect(page.getByRole('heading', { name: 'Timesheets' })).toBeVisible();
  // A known start: every email on (another run may have left one off).
  const reset = await page.request.put('/api/notifications/email_preferences', {
    data: { topics: { my_time_off: true } },
  });
  expect(reset.status()).toBe(200);

  const openSettings = async () => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: 'Email settings' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Email notifications' });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  const answers = (dialog: Awaited<ReturnType<typeof openSettings>>) =>
    dialog.getByRole('switch', { name: /^Answers to my time-off requests/ });

  let dialog = await openSettings();
  // An employee who leads nobody is not offered the topics of a team.
  await expect(dialog.getByRole('switch')).toHaveCount(4);
  await expect(answers(dialog)).toBeChecked();
  await expectNoAccessibilityViolations(page);

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/notifications/email_preferences') &&
      response.request().method() === 'PUT',
  );
  await answers(dialog).focus();
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect(answers(dialog)).not.toBeChecked();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Timesheets' })).toBeVisible();
  dialog = await openSettings();
  await expect(answers(dialog)).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: /^Decisions on my timesheet/ })).toBeChecked();
});
