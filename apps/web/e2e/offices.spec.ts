import type { Page } from '@playwright/test';
import {
  datesBetween,
  isWeekend,
  nextPeriod,
  periodContaining,
  todayIso,
} from '@timekeep/shared/domain/periods';
import { formatDateRange, formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { AdminPerson } from '@timekeep/shared/schemas/people';
import {
  choose,
  expect,
  expectNoAccessibilityViolations,
  signedInElsewhere,
  signInAs,
  test,
  typeDate,
} from './fixtures';

// Offices (issue 39, point 6): an admin adds an office with a holiday and a blackout day in the next period, and
// moves a person made for this test into it from today; that person's timesheet greys the office holiday and
// their request for the blackout day is refused with its reason. Every record carries this run's mark, and the
// person is deactivated at the end, so no seeded person's office, holidays or lists change.

const mark = Date.now().toString(36).slice(-6).toUpperCase();
const today = todayIso();
const OFFICE = `Lisbon ${mark}`;
const HOLIDAY = `Santo Antonio ${mark}`;
const REASON = `Quarter-end audit in Lisbon ${mark}: everyone is needed.`;

/** The weekdays of the period after the current one that are no company holiday, as the admin reads them. */
async function workingDaysOfNextPeriod(admin: Page): Promise<string[]> {
  const period = nextPeriod(periodContaining(today));
  const response = await admin.request.get(`/api/admin/holidays?year=${period.startDate.slice(0, 4)}`);
  const { holidays } = (await response.json()) as { holidays: { date: string }[] };
  const companyHolidays = new Set(holidays.map((holiday) => holiday.date));
  return datesBetween(period.startDate, period.endDate).filter(
    (date) => !isWeekend(date) && !companyHolidays.has(date),
  );
}

/** A new employee, made through the admin API, in no office yet. */
async function createPerson(admin: Page, email: string): Promise<AdminPerson> {
  const response = await admin.request.post('/api/admin/people', {
    data: {
      firstName: 'Rita',
      lastName: `Office ${mark}`,
      email,
      employmentStartDate: `${today.slice(0, 4)}-01-01`,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { person: AdminPerson }).person;
}

test("an office's holiday and blackout reach the person moved into it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin@example.com', '/admin/offices');
  const [holiday, blackout] = (await workingDaysOfNextPeriod(page)) as [string, string];
  const year = holiday.slice(0, 4);

  // The office, then its holiday in the year of the next period.
  const addOffice = page.getByRole('form', { name: 'Add Office' });
  await addOffice.getByRole('textbox', { name: /^Name/ }).fill(OFFICE);
  await choose(page, addOffice, /^Time Zone/, 'Europe/Lisbon');
  await addOffice.getByRole('button', { name: 'Add Office' }).click();
  const offices = page.getByRole('table', { name: 'Offices' });
  const officeRow = offices.getByRole('row', { name: new RegExp(OFFICE) });
  await expect(officeRow).toContainText('Europe/Lisbon');

  await page.getByRole('button', { name: `Edit ${OFFICE}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Office' });
  await expect(edit.getByRole('textbox', { name: /^Name/ })).toHaveValue(OFFICE);
  await expectNoAccessibilityViolations(page);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: `Holidays of ${OFFICE}` }).click();
  if (year !== today.slice(0, 4)) await choose(page, page, 'Year', year);
  const addHoliday = page.getByRole('form', { name: 'Add Office Holiday' });
  await typeDate(addHoliday, 'Date', holiday);
  await addHoliday.getByRole('textbox', { name: /^Name/ }).fill(HOLIDAY);
  await addHoliday.getByRole('button', { name: 'Add Holiday' }).click();
  await expect(
    page.getByRole('table', { name: `Holidays of ${OFFICE} in ${year}` }).getByRole('row', { name: /Santo/ }),
  ).toContainText(formatDisplayDate(holiday));
  await expectNoAccessibilityViolations(page);

  // The blackout day of the office.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Blackout Days' })
    .click();
  await expect(page).toHaveURL(/\/admin\/blackout-days/);
  await page.getByRole('button', { name: 'Add Blackout' }).click();
  const add = page.getByRole('dialog', { name: 'Add Blackout' });
  await choose(page, add, /^Office/, OFFICE);
  await typeDate(add, 'Start Date', blackout);
  await typeDate(add, 'End Date', blackout);
  await add.getByRole('textbox', { name: /^Reason/ }).fill(REASON);
  await expectNoAccessibilityViolations(page);
  await add.getByRole('button', { name: 'Add Blackout' }).click();
  await expect(add).toBeHidden();
  const blackouts = page.getByRole('table', { name: `Blackout days of ${year}` });
  const blackoutRow = blackouts.getByRole('row').filter({ hasText: REASON });
  await expect(blackoutRow).toContainText(OFFICE);
  await expect(blackoutRow).toContainText(formatDisplayDate(blackout));
  await expectNoAccessibilityViolations(page);

  // A person made for this test moves into the office from today.
  const email = `rita.${mark.toLowerCase()}@example.com`;
  const person = await createPerson(page, email);
  await page.goto(`/admin/users/${person.id}`);
  const section = page.getByRole('region', { name: 'Office' });
  await expect(section.getByText("No office yet: only the company's holidays apply.")).toBeVisible();
  const move = section.getByRole('form', { name: 'Move to Office' });
  await choose(page, move, /^Office/, OFFICE);
  await move.getByRole('button', { name: 'Move to Office' }).click();
  await expect(section.getByRole('row', { name: new RegExp(`${OFFICE} Current`) })).toContainText(
    formatDisplayDate(today),
  );
  await expectNoAccessibilityViolations(page);

  // Signed in as that person: the office holiday greys its day in the next period's timesheet...
  const rita = await signedInElsewhere(browser, email, '/timesheets');
  await expect(rita.getByRole('heading', { name: 'Timesheets' })).toBeVisible();
  await rita.getByRole('button', { name: 'Next period' }).click();
  const column = rita
    .getByRole('table', { name: 'Timesheet' })
    .getByRole('columnheader', { name: `${formatDisplayDate(holiday)}, holiday: ${HOLIDAY}` });
  await expect(column).toHaveClass(/holiday/);

  // ...and time off on the blackout day is refused with the blackout's reason.
  await rita.goto('/pto/current');
  await rita.getByRole('button', { name: 'Request Time Off' }).click();
  const request = rita.getByRole('dialog', { name: 'Request Time Off' });
  await choose(rita, request, 'Reason', 'PTO');
  await typeDate(request, 'Start Date', blackout);
  await typeDate(request, 'End Date', blackout);
  await request.getByLabel('Comment (Required)').fill('A day off');
  await request.getByLabel('my customer and/or engagement manager approves this request').check();
  await request.getByRole('button', { name: 'Submit Request' }).click();
  await expect(request.getByText(REASON)).toBeVisible();
  await expectNoAccessibilityViolations(rita);

  // The blackout goes once confirmed; the person is deactivated, so no other spec's lists hold them.
  await page.goto(`/admin/blackout-days?year=${year}`);
  await page
    .getByRole('button', { name: `Delete blackout of ${OFFICE}, ${formatDateRange(blackout, blackout)}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Blackout' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(blackouts.getByRole('row').filter({ hasText: REASON })).toHaveCount(0);
  const deactivated = await page.request.post(`/api/admin/people/${person.id}/deactivate`, { data: {} });
  expect(deactivated.ok()).toBe(true);
});
