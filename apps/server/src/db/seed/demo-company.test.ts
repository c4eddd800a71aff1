import { createHash } from 'node:crypto';
import {
  addDays,
  datesBetween,
  isWeekend,
  nextPeriod,
  periodContaining,
  previousPeriod,
} from '@timekeep/shared/domain/periods';
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HasDatabase, personByEmail } from '../../../test/request';
import { type Database, type Db, openPglite } from '../client';
import {
  additionalProjectAssignments,
  clients,
  codeAlerts,
  engagementRoles,
  engagements,
  people,
  relatedManagers,
  resources,
  timeOffLedgerEntries,
  timeOffRequestDetails,
  timeOffRequests,
  timesheetPeriods,
  timesheetStatusRevisions,
  timesheets,
} from '../schema';
import { isSeeded, seedDemoCompany } from './demo-company';
import { planDemoCompany } from './plan';

const TODAY = '2025-06-18';
const THIS_YEAR = 2025;
const currentPeriod = periodContaining(TODAY);
const lastPeriod = previousPeriod(currentPeriod);

async function freshDatabase(): Promise<Database> {
  const database = openPglite(undefined);
  await database.migrate();
  return database;
}

async function rowsOf(db: Db, query: string): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

async function teamOf(company: HasDatabase, email: string) {
  const lead = await personByEmail(company, email);
  return company.database.db.select().from(people).where(eq(people.teamLeadId, lead.id));
}

/** Distinct engagements on which the person holds a resource whose role and dates cover part of the period. */
async function engagementsActiveIn(db: Db, id: number, period: { startDate: string; endDate: string }) {
  const rows = await db
    .selectDistinct({ engagementId: engagementRoles.engagementId })
    .from(resources)
    .innerJoin(engagementRoles, eq(engagementRoles.id, resources.engagementRoleId))
    .where(
      and(
        eq(resources.personId, id),
        lte(resources.startDate, period.endDate),
        or(isNull(resources.endDate), gte(resources.endDate, period.startDate)),
        lte(engagementRoles.startDate, period.endDate),
        or(isNull(engagementRoles.endDate), gte(engagementRoles.endDate, period.startDate)),
      ),
    );
  return rows.length;
}

async function digest(db: Db): Promise<string> {
  const tables = [
    'people',
    'engagements',
    'engagement_roles',
    'resources',
    'code_alerts',
    'additional_project_assignments',
    'timesheet_periods',
    'holidays',
    'timesheets',
    'timesheet_rows',
    'timesheet_entries',
    'timesheet_status_revisions',
    'time_off_requests',
    'time_off_request_details',
    'time_off_ledger_entries',
    'accrual_policies',
  ];
  const hash = createHash('sha256');
  for (const table of tables)
    hash.update(JSON.stringify(await rowsOf(db, `SELECT * FROM ${table} ORDER BY id`)));
  return hash.digest('hex');
}

describe('seedDemoCompany', () => {
  let database: Database;
  let db: Db;
  let company: HasDatabase;

  beforeAll(async () => {
    database = await freshDatabase();
    db = database.db;
    company = { database };
    expect(await isSeeded(db)).toBe(false);
    await seedDemoCompany(db, TODAY);
  });

  afterAll(async () => {
    await database.close();
  });

  it('marks the database as seeded', async () => {
    expect(await isSeeded(db)).toBe(true);
  });

  it('creates the demo accounts with their roles and flags', async () => {
    const accounts = await db
      .select({
        email: people.email,
        roles: people.roles,
        contractor: people.contractor,
        enabled: people.enabled,
        start: people.employmentStartDate,
      })
      .from(people)
      .where(sql`${people.email} LIKE '%@example.com' AND ${people.email} NOT LIKE '%.%@%'`);
    const byEmail = new Map(accounts.map((a) => [a.email, a]));
    expect(byEmail.get('employee@example.com')).toMatchObject({ roles: ['employee'], contractor: false });
    expect(byEmail.get('contractor@example.com')).toMatchObject({ roles: ['employee'], contractor: true });
    expect(byEmail.get('manager@example.com')).toMatchObject({ roles: ['employee'], contractor: false });
    expect(byEmail.get('manager2@example.com')).toMatchObject({ roles: ['employee'] });
    expect(byEmail.get('admin@example.com')?.roles.sort()).toEqual(['admin', 'employee']);
    expect(byEmail.get('reports@example.com')?.roles).toEqual(['reports']);
    expect(byEmail.get('newhire@example.com')).toMatchObject({ roles: ['employee'], start: null });
    expect(byEmail.get('norole@example.com')?.roles).toEqual([]);
    expect(byEmail.get('employee@example.com')?.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const account of accounts) expect(account.enabled).toBe(true);
  });

  it('gives the manager a team of at least six, including the employee and the contractor', async () => {
    const team = await teamOf(company, 'manager@example.com');
    expect(team.length).toBeGreaterThanOrEqual(6);
    expect(team.map((p) => p.email)).toEqual(
      expect.arrayContaining(['employee@example.com', 'contractor@example.com']),
    );
  });

  it('lets the manager view as manager2, whose team has at least four', async () => {
    const [managerId, manager2Id] = [
      (await personByEmail(company, 'manager@example.com')).id,
      (await personByEmail(company, 'manager2@example.com')).id,
    ];
    expect(await db.select().from(relatedManagers)).toContainEqual({
      managerId,
      relatedManagerId: manager2Id,
    });
    expect(
      (await teamOf(company, 'manager2@example.com')).filter((p) => p.enabled).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('makes reports nobody’s team lead', async () => {
    expect(await teamOf(company, 'reports@example.com')).toEqual([]);
  });

  it('assigns the employee and the contractor to at least three engagements in the current period', async () => {
    for (const email of ['employee@example.com', 'contractor@example.com']) {
      expect(
        await engagementsActiveIn(db, (await personByEmail(company, email)).id, currentPeriod),
      ).toBeGreaterThanOrEqual(3);
    }
    const employeeId = (await personByEmail(company, 'employee@example.com')).id;
    const projects = await db
      .select()
      .from(additionalProjectAssignments)
      .where(eq(additionalProjectAssignments.personId, employeeId));
    expect(projects.length).toBeGreaterThanOrEqual(1);
  });

  it('alerts the employee to new time codes', async () => {
    const alerts = await db
      .select({ codeViewed: codeAlerts.codeViewed, createdAt: resources.createdAt })
      .from(codeAlerts)
      .innerJoin(resources, eq(resources.id, codeAlerts.resourceId))
      .where(eq(codeAlerts.personId, (await personByEmail(company, 'employee@example.com')).id));
    expect(alerts.length).toBeGreaterThanOrEqual(2);
    for (const alert of alerts) {
      expect(alert.codeViewed).toBe(false);
      expect(alert.createdAt.getTime()).toBeGreaterThan(
        new Date(`${addDays(TODAY, -7)}T00:00:00Z`).getTime(),
      );
    }
  });

  it('has past timesheets of the employee in every status, with the manager’s rejection note', async () => {
    const employeeId = (await personByEmail(company, 'employee@example.com')).id;
    const managerId = (await personByEmail(company, 'manager@example.com')).id;
    const sheets = await db.select().from(timesheets).where(eq(timesheets.personId, employeeId));
    expect(new Set(sheets.map((t) => t.status))).toEqual(
      new Set(['unsubmitted', 'pending', 'approved', 'rejected', 'unapproved']),
    );
    const rejected = sheets.find((t) => t.status === 'rejected')!;
    const history = await db
      .select()
      .from(timesheetStatusRevisions)
      .where(eq(timesheetStatusRevisions.timesheetId, rejected.id))
      .orderBy(timesheetStatusRevisions.createdAt);
    expect(history.map((r) => [r.status, r.actorId])).toEqual([
      ['pending', employeeId],
      ['rejected', managerId],
    ]);
    expect(history[1]?.note).toBeTruthy();
  });

  it("puts several of the manager's team on pending timesheets for the previous period", async () => {
    const managerId = (await personByEmail(company, 'manager@example.com')).id;
    const pending = await db
      .select({ id: timesheets.id })
      .from(timesheets)
      .innerJoin(people, eq(people.id, timesheets.personId))
      .innerJoin(timesheetPeriods, eq(timesheetPeriods.id, timesheets.periodId))
      .where(
        and(
          eq(people.teamLeadId, managerId),
          eq(timesheets.status, 'pending'),
          eq(timesheetPeriods.startDate, lastPeriod.startDate),
        ),
      );
    expect(pending.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the employee balances and a pending and an approved request this year, each with a first detail', async () => {
    const employeeId = (await personByEmail(company, 'employee@example.com')).id;
    const balances = await db
      .select()
      .from(timeOffLedgerEntries)
      .where(and(eq(timeOffLedgerEntries.personId, employeeId), eq(timeOffLedgerEntries.year, THIS_YEAR)));
    expect(balances.find((b) => b.reason === 'pto')).toMatchObject({ kind: 'adjustment', hours: '120.0000' });
    expect(balances.find((b) => b.reason === 'office_closure')).toMatchObject({
      kind: 'adjustment',
      hours: '40.0000',
    });

    const requests = await db
      .select({ request: timeOffRequests, detail: timeOffRequestDetails })
      .from(timeOffRequests)
      .innerJoin(timeOffRequestDetails, eq(timeOffRequestDetails.requestId, timeOffRequests.id))
      .where(eq(timeOffRequests.personId, employeeId));
    const thisYear = requests.filter((r) => r.request.startDate.startsWith(String(THIS_YEAR)));
    expect(thisYear.some((r) => r.request.status === 'pending')).toBe(true);
    expect(thisYear.some((r) => r.request.status === 'approved')).toBe(true);
    for (const { request, detail } of requests) {
      expect(detail).toMatchObject({
        version: 1,
        status: request.status,
        startDate: request.startDate,
        endDate: request.endDate,
        authorId: employeeId,
      });
      if (detail.timeframeType === 'multiple_days') {
        const workdays = datesBetween(detail.startDate, detail.endDate).filter((d) => !isWeekend(d)).length;
        expect(detail.hours).toBe((workdays * 8).toFixed(2));
      }
      if (detail.reason === 'office_closure')
        expect(detail).toMatchObject({ timeframeType: 'partial_day', hours: '8.00' });
    }
  });

  it('gives the contractor no time off', async () => {
    const contractorId = (await personByEmail(company, 'contractor@example.com')).id;
    expect(
      await db.select().from(timeOffLedgerEntries).where(eq(timeOffLedgerEntries.personId, contractorId)),
    ).toEqual([]);
    expect(await db.select().from(timeOffRequests).where(eq(timeOffRequests.personId, contractorId))).toEqual(
      [],
    );
  });

  it("has pending time off in the manager's team", async () => {
    const managerId = (await personByEmail(company, 'manager@example.com')).id;
    const pending = await db
      .select({ id: timeOffRequests.id })
      .from(timeOffRequests)
      .innerJoin(people, eq(people.id, timeOffRequests.personId))
      .where(and(eq(people.teamLeadId, managerId), eq(timeOffRequests.status, 'pending')));
    expect(pending.length).toBeGreaterThanOrEqual(3);
  });

  it('makes a realistic company: people, clients, engagements with roles, periods and holidays', async () => {
    expect(await db.$count(people)).toBeGreaterThanOrEqual(48);
    expect(await db.$count(people, eq(people.enabled, false))).toBeGreaterThanOrEqual(2);
    expect(await db.$count(clients)).toBeGreaterThanOrEqual(8);
    expect(await db.$count(engagements)).toBeGreaterThanOrEqual(15);
    expect(await db.$count(engagements, eq(engagements.billable, false))).toBeGreaterThanOrEqual(1);
    const [periodRange] = await rowsOf(
      db,
      `SELECT min(start_date)::text AS first, max(end_date)::text AS last, count(*)::int AS count FROM timesheet_periods`,
    );
    expect(periodRange).toEqual({
      first: '2017-01-01',
      last: `${THIS_YEAR + 1}-12-31`,
      count: 24 * (THIS_YEAR + 2 - 2017),
    });
    const [holiday] = await rowsOf(db, `SELECT name FROM holidays WHERE date = '${THIS_YEAR}-11-27'`);
    expect(holiday).toEqual({ name: 'Thanksgiving Day' });
  });

  it('logs hours only on working days inside each time code’s dates, with one timesheet per person and period', async () => {
    const misplaced = await rowsOf(
      db,
      `SELECT e.id FROM timesheet_entries e
       JOIN timesheet_rows r ON r.id = e.row_id
       JOIN timesheets t ON t.id = r.timesheet_id
       JOIN timesheet_periods p ON p.id = t.period_id
       LEFT JOIN resources res ON res.id = r.resource_id
       WHERE extract(isodow FROM e.date) > 5
          OR e.date IN (SELECT date FROM holidays)
          OR e.date NOT BETWEEN p.start_date AND p.end_date
          OR e.date < res.start_date OR e.date > res.end_date`,
    );
    expect(misplaced).toEqual([]);
  });

  it('never lets two live requests of one person overlap', async () => {
    const overlapping = await rowsOf(
      db,
      `SELECT a.id FROM time_off_requests a JOIN time_off_requests b
         ON a.person_id = b.person_id AND a.id < b.id
        AND a.start_date <= b.end_date AND b.start_date <= a.end_date
      WHERE a.status <> 'rejected' AND b.status <> 'rejected'`,
    );
    expect(overlapping).toEqual([]);
  });

  it('gives identical rows when seeded again for the same day', async () => {
    const other = await freshDatabase();
    try {
      await seedDemoCompany(other.db, TODAY);
      expect(await digest(other.db)).toBe(await digest(db));
    } finally {
      await other.close();
    }
  });
});

describe('planDemoCompany on awkward days', () => {
  it.each(['2024-01-01', '2024-02-29', '2025-01-15', '2025-03-16', '2025-12-21', '2026-12-31'])(
    'keeps the demo promises on %s',
    (today) => {
      const plan = planDemoCompany(today);
      const year = today.slice(0, 4);
      const employeeRequests = plan.timeOff.requests.filter((r) => r.personKey === 'employee');
      for (const status of ['pending', 'approved'] as const) {
        expect(employeeRequests.some((r) => r.status === status && r.startDate.startsWith(year))).toBe(true);
      }
      const statuses = new Set(
        plan.timesheets.filter((t) => t.personKey === 'employee').map((t) => t.status),
      );
      expect(statuses.size).toBe(5);
      const next = nextPeriod(periodContaining(today));
      expect(plan.periods.at(-1)?.endDate).toBe(`${Number(year) + 1}-12-31`);
      expect(plan.resources.some((r) => r.personKey === 'employee' && r.startDate === next.startDate)).toBe(
        true,
      );
    },
  );
});
