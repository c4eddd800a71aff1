import type { Page } from '@playwright/test';
import {
  datesBetween,
  isWeekend,
  periodContaining,
  previousPeriod,
  todayIso,
} from '@timekeep/shared/domain/periods';
import type { Employee } from '@timekeep/shared/schemas/people';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import {
  choose,
  expect,
  expectNoAccessibilityViolations,
  signedInElsewhere,
  signInAs,
  test,
} from './fixtures';

// Issue 40, 'Done when': a person with a target of 80% who logged 40% of capacity shows 40% / 80% on the lead's
// list and in Insights. The admin sets the default of a job title made for this run on the new screen; a new
// member of manager@example.com's team (Megan Brooks) with that title logs billable hours of 40% of their
// capacity in the previous period, on an engagement made for this run, and submits. The member is deactivated
// at the end, so no seeded person's lists change.

const mark = Date.now().toString(36).slice(-6).toUpperCase();
const TITLE = `Analyst ${mark}`;
const MEMBER = { firstName: 'Tara', lastName: `Target ${mark}` };
const MEMBER_NAME = `${MEMBER.firstName} ${MEMBER.lastName}`;
const period = previousPeriod(periodContaining(todayIso()));

type Answer = { ok(): boolean; json(): Promise<unknown>; text(): Promise<string> };
type Created = Record<string, { id: number }>;

/** A successful answer's body (the failure's body in the message otherwise). */
async function ok<Body = Created>(response: Promise<Answer>): Promise<Body> {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as Body;
}

async function idOf(admin: Page, email: string): Promise<number> {
  const { employees } = await ok<{ employees: Employee[] }>(admin.request.get('/api/employees'));
  return employees.find((employee) => employee.email === email)!.id;
}

/** The member, in Megan Brooks's team, on a billable role of a new engagement from long before the period. */
async function createMember(admin: Page, email: string): Promise<{ personId: number; resourceId: number }> {
  const leadId = await idOf(admin, 'manager@example.com');
  const { person } = await ok(
    admin.request.post('/api/admin/people', {
      data: { ...MEMBER, email, jobTitle: TITLE, teamLeadId: leadId, employmentStartDate: '2020-01-06' },
    }),
  );
  const { clients } = await ok<{ clients: { id: number }[] }>(admin.request.get('/api/clients'));
  const { engagement } = await ok(
    admin.request.post('/api/admin/engagements', {
      data: {
        clientId: clients[0]!.id,
        name: `Targets ${mark}`,
        projectId: `UT-${mark}`,
        billingType: 'variable',
        clientBillingTerms: 30,
        billable: true,
      },
    }),
  );
  const { role } = await ok(
    admin.request.post(`/api/admin/engagements/${engagement!.id}/roles`, {
      data: { name: 'Analyst', rate: 100, startDate: '2020-01-06' },
    }),
  );
  const personId = person!.id;
  const { resource } = await ok(
    admin.request.post('/api/resources', {
      data: { engagementRoleId: role!.id, spudUserId: personId, startDate: '2020-01-06' },
    }),
  );
  return { personId, resourceId: resource!.id };
}

/** The member logs billable hours of 40% of the period's capacity (3.2 hours each working day) and submits. */
async function logFortyPercent(member: Page, resourceId: number) {
  const { timesheet } = await ok<{ timesheet: Timesheet }>(
    member.request.get(`/api/timesheet?start_date=${period.startDate}`),
  );
  const holidays = new Set(timesheet.holidays.map((holiday) => holiday.date));
  const workingDays = datesBetween(period.startDate, period.endDate).filter(
    (date) => !isWeekend(date) && !holidays.has(date),
  );
  expect(timesheet.capacity).toBe(workingDays.length * 8);
  // 40% of 8 hours a working day: 3.2 hours on each.
  const entries = workingDays.map((date) => ({ date, hours: 3.2 }));
  const { timesheet: saved } = await ok<{ timesheet: Timesheet }>(
    member.request.post('/api/timesheet', {
      data: {
        timesheetPeriodId: timesheet.timesheetPeriodId,
        version: 0,
        timesheetRows: [{ resourceId, timesheetEntries: entries }],
      },
    }),
  );
  expect(saved.utilization).toBeCloseTo(0.4, 6);
  await ok(member.request.patch(`/api/timesheet/${saved.id}/submit`, { data: {} }));
}

test("a member at 40% of capacity against a title's 80% shows 40% / 80% on the lead's list and in Insights", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `tara.${mark.toLowerCase()}@example.com`;
  await signInAs(page, 'admin@example.com', '/admin/utilization-targets');
  const { personId, resourceId } = await createMember(page, email);

  // The admin gives the new title a default of 80% on the screen.
  await page.reload();
  const form = page.getByRole('form', { name: "Set a job title's default target" });
  await form.getByRole('combobox', { name: /^Job title/ }).fill(TITLE);
  await form.getByRole('textbox', { name: /^Target/ }).fill('80');
  await form.getByRole('button', { name: 'Set Job Title Target' }).click();
  const titles = page.getByRole('table', { name: 'Default targets by job title' });
  await expect(titles.getByRole('row', { name: new RegExp(TITLE) })).toContainText('80%');
  await expectNoAccessibilityViolations(page);

  // Their page says where the target comes from.
  await page.goto(`/admin/users/${personId}`);
  await expect(
    page
      .getByRole('region', { name: 'Utilization target' })
      .getByText(`Target of ${MEMBER_NAME}: 80%, the default of their job title.`),
  ).toBeVisible();

  const member = await signedInElsewhere(browser, email, '/timesheets');
  await logFortyPercent(member, resourceId);

  const lead = await signedInElsewhere(
    browser,
    'manager@example.com',
    `/team/timesheets?startDate=${period.startDate}`,
  );
  const row = lead.getByRole('row', { name: new RegExp(MEMBER_NAME) });
  await expect(row).toContainText('40% / 80%');
  await expect(row).toContainText('Below target');
  await expect(lead.getByText(/^Team utilization for the period: \d+% \/ \d+%/)).toBeVisible();
  await expectNoAccessibilityViolations(lead);

  // Insights, counting submitted timesheets: the same figures in the chart's table.
  await lead.goto(
    `/reports/insights?startDate=${period.startDate}&endDate=${period.endDate}&timesheetStatus=submitted`,
  );
  const chart = lead.getByRole('region', { name: 'Utilization Against Target' });
  await choose(lead, chart, 'Show', MEMBER_NAME);
  await chart.getByText('Table').click();
  const figures = chart.getByRole('table', { name: `Utilization Against Target: ${MEMBER_NAME}` });
  await expect(figures.getByRole('row').nth(1)).toContainText(/40%\s*80%\s*Below target/);
  await expectNoAccessibilityViolations(lead);
  await expect(chart.getByRole('link', { name: 'Allocation Report' })).toHaveAttribute(
    'href',
    `/reports/allocation?startDate=${period.startDate}&endDate=${period.endDate}&timesheetStatus=submitted`,
  );

  await ok(page.request.post(`/api/admin/people/${personId}/deactivate`, { data: {} }));
});
