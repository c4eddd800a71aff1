import type { Browser, Page } from '@playwright/test';
import { type Period, periodContaining, previousPeriod, todayIso } from '@timekeep/shared/domain/periods';
import { formatDateRange, formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { TeamMember, TeamTimesheetSummary } from '@timekeep/shared/schemas/team';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { expect, expectNoAccessibilityViolations, signInAs, test } from './fixtures';
import { createByApi, freeWeekdays } from './time-off-data';

// manager@example.com (Megan Brooks) leads employee@example.com (Emily Carter) and may view as
// manager2@example.com (Marcus Bennett). Each test acts on records no other test touches: the employee's
// previous period stays pending for the timesheet tests, and time off made here lies in next year.

const today = todayIso();
const nextYear = Number(today.slice(0, 4)) + 1;
const EMPLOYEE = 'Emily Carter';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The period `age` periods before the current one. */
function periodAgo(age: number): Period {
  let period = periodContaining(today);
  for (let i = 0; i < age; i++) period = previousPeriod(period);
  return period;
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

async function employeeId(page: Page): Promise<number> {
  const { teamMembers } = await getJson<{ teamMembers: TeamMember[] }>(page, '/api/team_members');
  return teamMembers.find((member) => member.fullName === EMPLOYEE)!.id;
}

async function employeeTimesheetOf(page: Page, period: Period): Promise<TeamTimesheetSummary> {
  const { timesheets } = await getJson<{ timesheets: TeamTimesheetSummary[] }>(
    page,
    `/api/team/timesheets?start_date=${period.startDate}`,
  );
  return timesheets.find((timesheet) => timesheet.employee === EMPLOYEE)!;
}

/** A second browser, signed in as the employee, to see what the lead did. */
async function asEmployee(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'employee@example.com', path);
  return page;
}

function teamRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** Opens the employee's timesheet of a period from the Time tab, walking back with the period arrows. */
async function openEmployeeTimesheetFromTime(page: Page, age: number) {
  await page
    .getByRole('navigation', { name: 'Team sections' })
    .getByRole('link', { name: 'Time', exact: true })
    .click();
  for (let i = 0; i < age; i++) await page.getByRole('button', { name: 'Previous period' }).click();
  await expect(page).toHaveURL(new RegExp(`/team/timesheets\\?startDate=${periodAgo(age).startDate}$`));
  await teamRow(page, EMPLOYEE).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/team/timesheets/\\d+\\?startDate=${periodAgo(age).startDate}$`));
  await expect(page.getByRole('heading', { name: new RegExp(`^${EMPLOYEE}: `) })).toBeVisible();
}

test('a lead sees the pending work and approves a pending timesheet from it', async ({ page }) => {
  await signInAs(page, 'manager@example.com', '/team');
  await expect(page).toHaveURL(/\/team\/pending$/);
  await expect(page.getByRole('heading', { name: 'Pending Timesheets' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending Time Off Requests' })).toBeVisible();
  const { timesheets } = await getJson<{ timesheets: TeamTimesheetSummary[] }>(
    page,
    '/api/team/timesheets/pending',
  );
  const chosen = timesheets.find((timesheet) => timesheet.employee !== EMPLOYEE)!;
  const link = page.locator(`a[href="/team/timesheets/${chosen.id}"]`);
  await expect(link).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await link.click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${chosen.employee}: `) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Timesheet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText(chosen.employee)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Timesheet' });
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeFocused();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Timesheet was approved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/team\/pending$/);
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(page.locator(`a[href="/team/timesheets/${chosen.id}"]`)).toHaveCount(0);
});

test('a lead submits a rejected timesheet on the employee’s behalf, rejects it with a note, and the employee reads both', async ({
  page,
  browser,
}) => {
  const note = 'Please move the stand-up hours to Internal Training and resubmit.';
  await signInAs(page, 'manager@example.com', '/team/timesheets');
  expect((await employeeTimesheetOf(page, periodAgo(2))).status).toBe('rejected');

  await openEmployeeTimesheetFromTime(page, 2);
  await page.getByRole('button', { name: 'Submit On Behalf' }).click();
  const submit = page.getByRole('dialog', { name: 'Submit Timesheet On Behalf' });
  await expect(submit.getByRole('button', { name: 'Submit' })).toBeFocused();
  await submit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Timesheet was submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/team/timesheets\\?startDate=${periodAgo(2).startDate}$`));
  await expect(teamRow(page, EMPLOYEE)).toContainText('Pending');

  await teamRow(page, EMPLOYEE).getByRole('link').click();
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject Timesheet' });
  const noteField = reject.getByRole('textbox', { name: /Note \(Required\)/ });
  await expect(noteField).toBeFocused();
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('A rejection needs a note.')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await noteField.fill(note);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Timesheet was rejected successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/team/timesheets\\?startDate=${periodAgo(2).startDate}$`));
  await expect(teamRow(page, EMPLOYEE)).toContainText('Rejected');

  const employee = await asEmployee(browser, `/timesheets?start_date=${periodAgo(2).startDate}`);
  await expect(employee.getByLabel('Status: Rejected')).toBeVisible();
  await expect(employee.getByRole('region', { name: 'Comments' }).getByText(note)).toBeVisible();
  const history = employee.getByRole('region', { name: 'History' });
  // Newest first: the lead's rejection and submit on behalf, then the seeded rejection and submission.
  await expect(history.getByText('Megan Brooks', { exact: true })).toHaveCount(3);
  await expect(history.getByText('Rejected', { exact: true })).toHaveCount(2);
  await expect(history.getByText('Pending', { exact: true })).toHaveCount(2);
  await expect(employee.getByRole('button', { name: 'SUBMIT FOR APPROVAL' })).toBeEnabled();
});

test('a lead approves an unapproved timesheet and unapproves an approved one, and the employee sees both', async ({
  page,
  browser,
}) => {
  const note = 'The client asked for the hours split by role.';
  await signInAs(page, 'manager@example.com', '/team/timesheets');
  expect((await employeeTimesheetOf(page, periodAgo(3))).status).toBe('unapproved');
  expect((await employeeTimesheetOf(page, periodAgo(4))).status).toBe('approved');

  await openEmployeeTimesheetFromTime(page, 3);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve Timesheet' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('Timesheet was approved successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/team/timesheets\\?startDate=${periodAgo(3).startDate}$`));
  await expect(teamRow(page, EMPLOYEE)).toContainText('Approved');

  await openEmployeeTimesheetFromTime(page, 4);
  await page.getByRole('button', { name: 'Unapprove' }).click();
  const unapprove = page.getByRole('dialog', { name: 'Unapprove Timesheet' });
  await expect(unapprove.getByRole('textbox', { name: /Note \(Optional\)/ })).toBeFocused();
  await page.keyboard.type(note);
  await unapprove.getByRole('button', { name: 'Unapprove' }).click();
  await expect(page.getByText('Timesheet was unapproved successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/team/timesheets\\?startDate=${periodAgo(4).startDate}$`));
  await expect(teamRow(page, EMPLOYEE)).toContainText('Unapproved');

  const employee = await asEmployee(browser, `/timesheets?start_date=${periodAgo(3).startDate}`);
  await expect(employee.getByRole('button', { name: 'APPROVED', exact: true })).toBeDisabled();
  await expect(
    employee.getByRole('region', { name: 'History' }).getByText('Approved', { exact: true }),
  ).toHaveCount(2);
  await employee.goto(`/timesheets?start_date=${periodAgo(4).startDate}`);
  await expect(employee.getByLabel('Status: Unapproved')).toBeVisible();
  await expect(employee.getByRole('region', { name: 'Comments' }).getByText(note)).toBeVisible();
  await expect(employee.getByRole('button', { name: 'SUBMIT FOR APPROVAL' })).toBeEnabled();
});

test('a lead views the timesheets and the time off of a manager they may view as', async ({ page }) => {
  await signInAs(page, 'manager@example.com', '/team/timesheets');
  await expect(teamRow(page, EMPLOYEE)).toBeVisible();
  await page.getByRole('combobox', { name: 'Viewing as' }).click();
  await page.getByRole('option', { name: 'Marcus Bennett' }).click();
  await expect(page).toHaveURL(/\/team\/timesheets\?approverId=\d+$/);
  await expect(page.getByText('Viewing timesheets for Marcus Bennett')).toBeVisible();
  await expect(teamRow(page, 'Grace Liu')).toBeVisible();
  await expect(teamRow(page, EMPLOYEE)).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Previous period' }).click();
  await expect(page).toHaveURL(/startDate=.*approverId=|approverId=.*startDate=/);
  const query = new URL(page.url()).search;
  await teamRow(page, 'Grace Liu').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/team/timesheets/\\d+${escapeRegExp(query)}$`));
  await expect(page.getByRole('heading', { name: /^Grace Liu: / })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Team Timesheets' }).click();
  await expect(page.getByText('Viewing timesheets for Marcus Bennett')).toBeVisible();

  await page.getByRole('combobox', { name: 'Viewing as' }).click();
  await page.getByRole('option', { name: 'Megan Brooks (you)' }).click();
  await expect(page).not.toHaveURL(/approverId/);
  await expect(page.getByText(/Viewing timesheets for/)).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Team sections' })
    .getByRole('link', { name: 'Time Off' })
    .click();
  await expect(page.getByRole('link', { name: 'Carter, Emily' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Viewing as' }).click();
  await page.getByRole('option', { name: 'Marcus Bennett' }).click();
  await expect(page.getByRole('link', { name: 'Liu, Grace' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carter, Emily' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Liu, Grace' }).click();
  await expect(page).toHaveURL(/\/team\/pto\/\d+\/\d{4}\?managerId=\d+$/);
  await expect(page.getByRole('heading', { name: /^Grace Liu's \d{4} Requests$/ })).toBeVisible();
});

test('a lead answers one waiting request from Pending, and the employee reads the answer', async ({
  page,
  browser,
}) => {
  const comment = 'Two others on the team are out that week; please pick other dates.';
  await signInAs(page, 'manager@example.com', '/team/pending');
  const id = await employeeId(page);
  const { ptos } = await getJson<{ ptos: TimeOffRequest[] }>(
    page,
    `/api/team/ptos?status=pending&user_id=${id}`,
  );
  // The soonest one still to come: it shows among the employee's current and upcoming requests.
  const request = ptos.find((pto) => pto.mostRecentDetail.startDate > today)!;
  const dates = formatDateRange(request.mostRecentDetail.startDate, request.mostRecentDetail.endDate);

  await page.getByRole('link', { name: `${EMPLOYEE}, PTO: ${dates}` }).click();
  await expect(page).toHaveURL(new RegExp(`/team/pto/${id}/\\d{4}\\?requestId=${request.id}$`));
  const dialog = page.getByRole('dialog', { name: 'Time Off Request' });
  await expect(dialog.getByRole('button', { name: 'Submit Response' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Reject' }).check();
  await dialog.getByRole('button', { name: 'Submit Response' }).click();
  await expect(dialog.getByText('Rejecting a request needs a comment.')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await dialog.getByRole('button', { name: 'Submit Response' }).click();
  await expect(page.getByText('Request was rejected successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Open PTO: ${dates}` }) });
  await expect(row).toContainText('Rejected');

  await row.getByRole('button', { name: `Open PTO: ${dates}` }).click();
  await expect(dialog.getByText(comment)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Update Response' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const employee = await asEmployee(browser, '/pto/current');
  const answered = employee.getByRole('row').filter({ hasText: dates });
  await expect(answered).toContainText('Rejected');
  await expect(answered).toContainText(`Megan Brooks: ${comment}`);
});

test('a lead approves and rejects requests in bulk, and the employee sees each outcome', async ({
  page,
  browser,
}) => {
  const comment = 'The release falls on those days, sorry.';
  const employee = await asEmployee(browser, '/pto/current');
  const days = await freeWeekdays(employee, 4, `${nextYear}-09-07`);
  for (const day of days)
    await createByApi(employee, { startDate: day, comment: 'Made for the bulk answers' });
  const [approveFirst, approveSecond, rejectFirst, rejectSecond] = days.map((day) =>
    formatDisplayDate(day),
  ) as [string, string, string, string];

  await signInAs(page, 'manager@example.com', `/team/pto?year=${nextYear}`);
  await expect(page.getByRole('table')).toContainText(`Team time off in ${nextYear}`);
  await expectNoAccessibilityViolations(page);
  await page.getByRole('link', { name: 'Carter, Emily' }).click();
  await expect(page.getByRole('heading', { name: `Emily Carter's ${nextYear} Requests` })).toBeVisible();

  await page.getByRole('checkbox', { name: `Select PTO: ${approveFirst}` }).check();
  await page.getByRole('checkbox', { name: `Select PTO: ${approveSecond}` }).check();
  await expect(page.getByText('Two Request(s) Selected')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Bulk Approve' });
  await expect(approve.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Bulk approval was successful!')).toBeVisible();
  await expect(page.getByText(/Request\(s\) Selected/)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Select all requests' })).toBeFocused();

  await page.getByRole('checkbox', { name: `Select PTO: ${rejectFirst}` }).check();
  await page.getByRole('checkbox', { name: `Select PTO: ${rejectSecond}` }).check();
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Bulk Reject' });
  const commentField = reject.getByRole('textbox', { name: /Comment \(Required\)/ });
  await expect(commentField).toBeFocused();
  await commentField.fill('No');
  await reject.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    reject.getByText('Rejecting requests needs a comment of at least 5 characters.'),
  ).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await commentField.fill(comment);
  await reject.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Bulk rejection was successful!')).toBeVisible();

  const statusOf = (date: string) =>
    page.getByRole('row').filter({ has: page.getByRole('button', { name: `Open PTO: ${date}` }) });
  await expect(statusOf(approveFirst)).toContainText('Approved');
  await expect(statusOf(approveSecond)).toContainText('Approved');
  await expect(statusOf(rejectFirst)).toContainText('Rejected');
  await expect(statusOf(rejectSecond)).toContainText('Rejected');

  await employee.reload();
  const row = (date: string) => employee.getByRole('row').filter({ hasText: date });
  await expect(row(approveFirst)).toContainText('Approved');
  await expect(row(approveSecond)).toContainText('Approved');
  await expect(row(rejectFirst)).toContainText(`Rejected`);
  await expect(row(rejectFirst)).toContainText(`Megan Brooks: ${comment}`);
  await expect(row(rejectSecond)).toContainText(`Megan Brooks: ${comment}`);
});
