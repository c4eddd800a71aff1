import { todayIso } from '@timekeep/shared/domain/periods';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Requests, requestsWith, signedIn } from '../request';
import { createTestApp, signInThroughProvider, type TestContext } from '../test-app';

// The embedded database is what a developer's `npm start` runs on. The whole suite runs on PostgreSQL when
// there is one; this smoke keeps every module answering on PGlite: each demo account signs in through the
// development provider and reads one route of every module (but Power BI's, which reads Power BI, not the
// database).

let context: TestContext;
/** Requests as each demo account signed in, by its email's local part. */
const as: Record<string, Requests> = {};

async function signInAs(email: string) {
  const { location, jar } = await signInThroughProvider(context.app, email);
  expect(location).toBe('/timesheets');
  return requestsWith(context.app, { cookie: jar.header() });
}

/** The body of a 200 answer to GET `url`. */
async function read(who: string, url: string) {
  const response = await as[who]!.get(url);
  expect(response.statusCode, `${who} GET ${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json();
}

beforeAll(async () => {
  context = await createTestApp();
  for (const account of ['employee', 'manager', 'admin', 'reports', 'contractor']) {
    as[account] = await signInAs(`${account}@example.com`);
  }
});
afterAll(async () => {
  await context?.close();
});

describe('the app on the embedded database', () => {
  it('runs on PGlite, seeded with the demo company', async () => {
    expect(context.database.kind).toBe('pglite');
    expect(await read('employee', '/api/health')).toEqual({ status: 'ok', db: 'ok' });
    expect((await read('employee', '/api/user')).currentUser.email).toBe('employee@example.com');
    expect((await read('contractor', '/api/user')).currentUser.contractor).toBe(true);
  });

  it('reads the calendar, the catalog and the engagements', async () => {
    expect((await read('employee', '/api/holidays')).holidays.length).toBeGreaterThan(0);
    expect((await read('employee', '/api/timesheet_periods')).timesheetPeriods.length).toBeGreaterThan(0);
    expect((await read('employee', '/api/clients')).clients.length).toBeGreaterThan(0);
    expect((await read('employee', '/api/departments')).departments.length).toBeGreaterThan(0);
    expect((await read('employee', '/api/additional_projects')).additionalProjects.length).toBeGreaterThan(0);
    expect((await read('employee', '/api/engagements')).engagements.length).toBeGreaterThan(0);
    expect((await read('employee', '/api/projects')).projects.length).toBeGreaterThan(0);
    expect((await read('employee', '/api/code_alerts')).codeAlerts.length).toBeGreaterThan(0);
    expect((await read('employee', '/api/resources/all_resources')).resources.length).toBeGreaterThan(0);
    expect((await read('employee', '/api/employees/engagement_managers')).spudUsers.length).toBeGreaterThan(
      0,
    );
  });

  it("reads a person's timesheet, its history and their time off", async () => {
    const { timesheet } = await read('employee', '/api/timesheet');
    expect(timesheet.employee).toBe('Emily Carter');
    expect(await read('employee', `/api/timesheet/${timesheet.id}/history`)).toEqual({
      timesheetStatusRevisions: expect.any(Array),
    });
    expect((await read('employee', '/api/ptos')).ptos.length).toBeGreaterThan(0);
    expect((await read('employee', '/api/ptos/balances')).balances.length).toBeGreaterThan(0);
    expect((await read('employee', '/api/ptos/stats')).stats.totalApproved).toBeGreaterThan(0);
    expect((await read('employee', '/api/calendar_feeds')).feeds).toEqual([
      { kind: 'personal', createdAt: null },
    ]);
    expect(await read('employee', '/api/notifications')).toMatchObject({ unreadCount: 0 });
    expect((await read('employee', '/api/notifications/email_preferences')).topics.length).toBeGreaterThan(0);
  });

  it("reads a team lead's team: members, timesheets and time off", async () => {
    const { teamMembers } = await read('manager', '/api/team_members');
    const member = teamMembers.find((person: { fullName: string }) => person.fullName === 'Emily Carter');
    expect(member).toBeDefined();
    expect((await read('manager', '/api/related_managers')).relatedManagers.length).toBeGreaterThan(0);
    expect((await read('manager', '/api/team/timesheets')).timesheets.length).toBeGreaterThan(0);
    const { timesheets: pending } = await read('manager', '/api/team/timesheets/pending');
    expect(pending.length).toBeGreaterThan(0);
    expect((await read('manager', `/api/team/timesheets/${pending[0].id}`)).timesheet.id).toBe(pending[0].id);
    expect((await read('manager', '/api/team/ptos')).ptos.length).toBeGreaterThan(0);
    expect((await read('manager', '/api/team/ptos/overview')).team.length).toBeGreaterThan(0);
    expect(
      (await read('manager', `/api/team/ptos/balances?user_id=${member.id}`)).balances.length,
    ).toBeGreaterThan(0);
  });

  it('reads the reports and the insights', async () => {
    const { timesheetPeriods } = await read('reports', '/api/timesheet_periods');
    const current = timesheetPeriods.find((period: { current: boolean }) => period.current);
    const range = `startDate=${current.startDate}&endDate=${current.endDate}`;
    for (const report of ['accounting_report', 'general_time_report', 'project_time_report'])
      expect(await read('reports', `/api/${report}?${range}`)).toHaveProperty('timesheetEntries');
    expect((await read('manager', '/api/allocation_report')).results.length).toBeGreaterThan(0);
    expect((await read('manager', '/api/not_submitted_report')).results.length).toBeGreaterThan(0);
    const csv = await as.reports!.get(`/api/general_time_report/export?${range}`);
    expect(csv.statusCode).toBe(200);
    expect((await read('manager', '/api/insights/utilization')).periods.length).toBeGreaterThan(0);
    expect((await read('manager', '/api/insights/billable_hours')).clients.length).toBeGreaterThan(0);
    expect((await read('manager', '/api/insights/engagement_hours')).hours.length).toBeGreaterThan(0);
    expect((await read('manager', '/api/insights/time_off')).months.length).toBeGreaterThan(0);
    expect((await read('manager', '/api/insights/not_submitted')).periods.length).toBeGreaterThan(0);
  });

  it('prepares an export too big for its request in the background, on the held cursor the embedded database reads it through', async () => {
    // The statistics the size check's estimate reads (the app's export workers keep them fresh on PGlite).
    await context.database.db.execute(sql`ANALYZE`);
    const worker = await createTestApp(
      { REPORT_EXPORT_BACKGROUND_ROWS: '1' },
      {
        database: context.database,
        jobs: { pollingIntervalSeconds: 0.5, supervise: false, schedule: false },
      },
    );
    try {
      const reports = await signedIn(worker, 'reports@example.com');
      const year = `${todayIso().slice(0, 4)}`;
      const asked = await reports.get(
        `/api/accounting_report/export?startDate=${year}-01-01&endDate=${year}-12-31`,
      );
      expect(asked.statusCode, asked.body.slice(0, 200)).toBe(202);
      const { id } = asked.json().export;
      await expect
        .poll(async () => (await reports.get(`/api/report_exports/${id}`)).json().status, { timeout: 30_000 })
        .toBe('ready');
      const download = await reports.get(`/api/report_exports/${id}/download`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
      expect(
        (await read('reports', '/api/report_exports')).exports.map((one: { id: string }) => one.id),
      ).toContain(id);
      // Its owner is told by email too, with the link: the worker's mail job writes it to the outbox.
      await expect
        .poll(
          async () =>
            (await read('reports', '/api/dev/outbox')).mails
              .map((mail: { text: string }) => mail.text)
              .join('\n'),
          { timeout: 30_000 },
        )
        .toContain(`/api/report_exports/${id}/download`);
    } finally {
      await worker.close();
    }
  });

  it("reads the admins' people, engagements, calendar, balances, CSV and audit log", async () => {
    const { employees } = await read('admin', '/api/employees');
    expect(employees.length).toBeGreaterThan(0);
    expect((await read('admin', `/api/admin/people/${employees[0].id}`)).person.id).toBe(employees[0].id);
    const { engagements } = await read('admin', '/api/admin/engagements');
    expect(engagements.length).toBeGreaterThan(0);
    expect((await read('admin', `/api/admin/engagements/${engagements[0].id}`)).engagement.id).toBe(
      engagements[0].id,
    );
    expect((await read('admin', '/api/admin/additional_projects')).additionalProjects.length).toBeGreaterThan(
      0,
    );
    expect(
      (await read('admin', `/api/admin/holidays?year=${todayIso().slice(0, 4)}`)).holidays.length,
    ).toBeGreaterThan(0);
    expect(
      (await read('admin', `/api/admin/time_off_balances?spud_user_id=${employees[0].id}`)).balances.length,
    ).toBeGreaterThan(0);
    const clients = await as.admin!.get('/api/admin/csv/clients');
    expect(clients.statusCode).toBe(200);
    expect(clients.body).toContain('Acme Manufacturing');
    expect(await read('admin', '/api/admin/audit')).toHaveProperty('entries');
  });

  it('keeps the development outbox: the one mail the app sent, the export above ready', async () => {
    expect(
      (await read('employee', '/api/dev/outbox')).mails.map((mail: { subject: string }) => mail.subject),
    ).toEqual([expect.stringMatching(/^Your export .+ is ready to download\.$/)]);
  });
});
