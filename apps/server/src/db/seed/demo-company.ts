import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../client';
import {
  accrualPolicies,
  accrualPolicySteps,
  additionalProjectAssignments,
  additionalProjects,
  clients,
  codeAlerts,
  departments,
  engagementBudgets,
  engagementRoles,
  engagements,
  holidays,
  officeHolidays,
  offices,
  people,
  relatedManagers,
  resources,
  timeOffLedgerEntries,
  timeOffRequestDetails,
  timeOffRequests,
  timesheetEntries,
  timesheetPeriods,
  timesheetRows,
  timesheetStatusRevisions,
  timesheets,
} from '../schema';
import { timestamp } from './calendar';
import { additionalProjectNames, clientNames, retiredAdditionalProjects } from './catalog';
import { insertReturningIds, insertRows } from './insert';
import { departmentNames, orgLevels } from './org';
import { type DemoCompanyPlan, planDemoCompany } from './plan';

export async function isSeeded(db: Executor): Promise<boolean> {
  const [anyone] = await db.select({ id: people.id }).from(people).limit(1);
  return anyone !== undefined;
}

/** Seeds the demo company in one transaction; the same `today` always gives the same rows. */
export async function seedDemoCompany(db: Db, today: string): Promise<void> {
  const plan = planDemoCompany(today);
  await db.transaction(async (tx) => {
    const departmentIds = zipToMap(
      departmentNames,
      await insertReturningIds(
        tx,
        departments,
        departmentNames.map((name) => ({ name })),
      ),
    );
    const personIds = await writePeople(tx, plan, departmentIds);
    const resourceIds = await writeEngagements(tx, plan, { personIds, departmentIds });
    const projectIds = await writeAdditionalProjects(tx, plan, personIds);
    const periodIds = await writeCalendar(tx, plan);
    await writeTimeOff(tx, plan, personIds);
    await writeAccrualPolicy(tx, today);
    await writeOffices(tx, today);
    await writeTimesheets(tx, plan, { personIds, resourceIds, projectIds, periodIds });
    await writeBudgets(tx);
  });
}

/**
 * Budgets on three engagements, so the Budget report and the engagement pages have figures: ERP Modernization in
 * hours and Customer Data Platform in fees, each for the whole engagement, and TPS Report Automation in hours per
 * month. Each amount is 1.6 times every hour (or fee) saved on it in the seed whatever the timesheet's status (a
 * monthly budget: its busiest month's), rounded up: the burn stays under 63% however the tests submit and approve
 * those hours, so no threshold (80% by default) is crossed and no alert sent unless a test means to.
 */
async function writeBudgets(tx: Executor): Promise<void> {
  await tx.execute(sql`INSERT INTO ${engagementBudgets} (engagement_id, kind, amount, span)
    SELECT ${engagements.id}, chosen.kind,
      greatest(ceil(coalesce(max(saved.amount), 0) * 1.6 / chosen.step) * chosen.step, chosen.step), chosen.span
    FROM (VALUES ('ACME-1001', 'hours', 'engagement', 10), ('GLBX-1006', 'fees', 'engagement', 1000),
        ('INIT-1007', 'hours', 'month', 10)) AS chosen (project_code, kind, span, step)
    JOIN ${engagements} ON ${engagements.projectCode} = chosen.project_code
    LEFT JOIN LATERAL (
      SELECT sum(CASE WHEN chosen.kind = 'fees' THEN ${timesheetEntries.hours} * ${engagementRoles.rate}
          ELSE ${timesheetEntries.hours} END) AS amount
      FROM ${engagementRoles}
      JOIN ${resources} ON ${resources.engagementRoleId} = ${engagementRoles.id}
      JOIN ${timesheetRows} ON ${timesheetRows.resourceId} = ${resources.id}
      JOIN ${timesheets} ON ${timesheets.id} = ${timesheetRows.timesheetId}
      JOIN ${timesheetPeriods} ON ${timesheetPeriods.id} = ${timesheets.periodId}
      JOIN ${timesheetEntries} ON ${timesheetEntries.rowId} = ${timesheetRows.id}
      WHERE ${engagementRoles.engagementId} = ${engagements.id}
      GROUP BY CASE WHEN chosen.span = 'month' THEN date_trunc('month', ${timesheetPeriods.startDate}) END
    ) AS saved ON true
    GROUP BY ${engagements.id}, chosen.kind, chosen.span, chosen.step`);
}

function lookup<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo company plan refers to an unknown ${String(key)}`);
  return value;
}

function zipToMap<K>(keys: readonly K[], ids: number[]): Map<K, number> {
  return new Map(keys.map((key, i) => [key, ids[i]!]));
}

async function writePeople(
  tx: Executor,
  plan: DemoCompanyPlan,
  departmentIds: Map<string, number>,
): Promise<Map<string, number>> {
  const personIds = new Map<string, number>();
  for (const level of orgLevels(plan.people)) {
    const ids = await insertReturningIds(
      tx,
      people,
      level.map((p) => ({
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        jobTitle: p.jobTitle,
        departmentId: lookup(departmentIds, p.department),
        teamLeadId: p.leadKey === null ? null : lookup(personIds, p.leadKey),
        employmentStartDate: p.employmentStartDate,
        contractor: p.contractor,
        roles: p.roles,
        enabled: p.enabled,
        createdAt: timestamp(p.employmentStartDate ?? plan.today, 8),
      })),
    );
    for (const [i, p] of level.entries()) personIds.set(p.key, ids[i]!);
  }
  await insertRows(tx, relatedManagers, [
    { managerId: lookup(personIds, 'manager'), relatedManagerId: lookup(personIds, 'manager2') },
  ]);
  return personIds;
}

/** Clients, engagements, roles, resources and code alerts; gives back the resource ids in plan order. */
async function writeEngagements(
  tx: Executor,
  plan: DemoCompanyPlan,
  ids: { personIds: Map<string, number>; departmentIds: Map<string, number> },
): Promise<number[]> {
  const { personIds, departmentIds } = ids;
  const clientIds = zipToMap(
    clientNames,
    await insertReturningIds(
      tx,
      clients,
      clientNames.map((name) => ({ name })),
    ),
  );
  const engagementIds = await insertReturningIds(
    tx,
    engagements,
    plan.engagements.map((e) => ({
      clientId: lookup(clientIds, e.client),
      name: e.name,
      projectCode: e.projectCode,
      billingType: e.billingType,
      billingTerms: e.billingTerms,
      poNumber: e.poNumber,
      billingClass: e.billingClass,
      billable: e.billable,
      departmentId: lookup(departmentIds, e.department),
      engagementManagerId: lookup(personIds, e.engagementManagerKey),
      salesRepId: lookup(personIds, e.salesRepKey),
    })),
  );
  const roles = plan.engagements.flatMap((e, i) =>
    e.roles.map((role) => ({ ...role, engagementId: engagementIds[i]! })),
  );
  const roleIds = zipToMap(
    roles.map((r) => r.key),
    await insertReturningIds(
      tx,
      engagementRoles,
      roles.map(({ engagementId, name, rate, startDate, endDate }) => ({
        engagementId,
        name,
        rate,
        startDate,
        endDate,
      })),
    ),
  );
  const resourceIds = await insertReturningIds(
    tx,
    resources,
    plan.resources.map((r) => ({
      engagementRoleId: lookup(roleIds, r.roleKey),
      personId: lookup(personIds, r.personKey),
      startDate: r.startDate,
      endDate: r.endDate,
      createdAt: r.createdAt,
    })),
  );
  await insertRows(
    tx,
    codeAlerts,
    plan.resources.flatMap((r, i) =>
      r.alerted
        ? [
            {
              personId: lookup(personIds, r.personKey),
              resourceId: resourceIds[i]!,
              codeViewed: false,
              createdAt: r.createdAt,
            },
          ]
        : [],
    ),
  );
  return resourceIds;
}

async function writeAdditionalProjects(
  tx: Executor,
  plan: DemoCompanyPlan,
  personIds: Map<string, number>,
): Promise<Map<string, number>> {
  const projectIds = zipToMap(
    additionalProjectNames,
    await insertReturningIds(
      tx,
      additionalProjects,
      additionalProjectNames.map((name) => ({ name, active: !retiredAdditionalProjects.includes(name) })),
    ),
  );
  await insertRows(
    tx,
    additionalProjectAssignments,
    plan.projectAssignments.map((a) => ({
      additionalProjectId: lookup(projectIds, a.project),
      personId: lookup(personIds, a.personKey),
      startDate: a.startDate,
      endDate: a.endDate,
    })),
  );
  return projectIds;
}

/** Holidays and every timesheet period; gives back the period ids by start date. */
async function writeCalendar(tx: Executor, plan: DemoCompanyPlan): Promise<Map<string, number>> {
  await insertRows(tx, holidays, plan.holidays);
  return zipToMap(
    plan.periods.map((p) => p.startDate),
    await insertReturningIds(tx, timesheetPeriods, plan.periods),
  );
}

async function writeTimeOff(
  tx: Executor,
  plan: DemoCompanyPlan,
  personIds: Map<string, number>,
): Promise<void> {
  const { requests, balances } = plan.timeOff;
  const requestIds = await insertReturningIds(
    tx,
    timeOffRequests,
    requests.map((r) => ({
      personId: lookup(personIds, r.personKey),
      status: r.status,
      startDate: r.startDate,
      endDate: r.endDate,
      createdAt: r.createdAt,
    })),
  );
  await insertRows(
    tx,
    timeOffRequestDetails,
    requests.map((r, i) => ({
      requestId: requestIds[i]!,
      version: 1,
      reason: r.reason,
      status: r.status,
      timeframeType: r.timeframeType,
      startDate: r.startDate,
      endDate: r.endDate,
      hours: r.hours,
      comment: r.comment,
      managerComment: r.managerComment,
      managerId: r.managerKey === null ? null : lookup(personIds, r.managerKey),
      authorId: lookup(personIds, r.personKey),
      createdAt: r.createdAt,
    })),
  );
  await insertRows(
    tx,
    timeOffLedgerEntries,
    balances.map((b) => ({
      personId: lookup(personIds, b.personKey),
      year: b.year,
      reason: b.reason,
      kind: 'adjustment' as const,
      hours: b.accumulatedHours,
      effectiveOn: `${b.year}-01-01`,
      note: 'Opening balance',
      createdAt: new Date(`${b.year}-01-01T00:00:00Z`),
    })),
  );
}

/**
 * An accrual policy to start from, applied to no one: admins choose who has it (a default would change the
 * demo's balances as the job runs).
 */
async function writeAccrualPolicy(tx: Executor, today: string) {
  const [policy] = await tx
    .insert(accrualPolicies)
    .values({
      name: 'Standard PTO',
      reason: 'pto',
      frequency: 'semi_monthly',
      balanceCapDays: '30',
      carryOverCapDays: '5',
      carryOverExpiresOn: '03-31',
      effectiveFrom: `${today.slice(0, 4)}-01-01`,
      createdAt: new Date(`${today}T00:00:00Z`),
    })
    .returning({ id: accrualPolicies.id });
  await tx.insert(accrualPolicySteps).values([
    { policyId: policy!.id, afterYears: 0, daysPerYear: '15' },
    { policyId: policy!.id, afterYears: 3, daysPerYear: '20' },
  ]);
}

/**
 * Two offices, everyone in one of them from their start (a third in London), and a holiday of each two years
 * ahead: far enough that no screen of today, and no test, counts it.
 */
async function writeOffices(tx: Executor, today: string) {
  const createdAt = new Date(`${today}T00:00:00Z`);
  const [newYork, london] = await tx
    .insert(offices)
    .values([
      { name: 'New York', timeZone: 'America/New_York', createdAt },
      { name: 'London', timeZone: 'Europe/London', createdAt },
    ])
    .returning({ id: offices.id });
  const year = Number(today.slice(0, 4)) + 2;
  await tx.insert(officeHolidays).values([
    { officeId: newYork!.id, date: `${year}-06-19`, name: 'Juneteenth (observed)' },
    { officeId: london!.id, date: `${year}-08-30`, name: 'Summer Bank Holiday' },
  ]);
  await tx.execute(sql`
    INSERT INTO person_offices (person_id, effective_from, office_id, created_at)
    SELECT id, coalesce(employment_start_date, ${today}::date),
      CASE WHEN id % 3 = 0 THEN ${london!.id}::int ELSE ${newYork!.id}::int END, ${createdAt}
    FROM people`);
}

async function writeTimesheets(
  tx: Executor,
  plan: DemoCompanyPlan,
  ids: {
    personIds: Map<string, number>;
    resourceIds: number[];
    projectIds: Map<string, number>;
    periodIds: Map<string, number>;
  },
): Promise<void> {
  const { personIds, resourceIds, projectIds, periodIds } = ids;
  const timesheetIds = await insertReturningIds(
    tx,
    timesheets,
    plan.timesheets.map((t) => ({
      personId: lookup(personIds, t.personKey),
      periodId: lookup(periodIds, t.period.startDate),
      status: t.status,
      version: t.version,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    })),
  );
  await insertRows(
    tx,
    timesheetStatusRevisions,
    plan.timesheets.flatMap((t, i) =>
      t.revisions.map((r) => ({
        timesheetId: timesheetIds[i]!,
        status: r.status,
        note: r.note,
        actorId: lookup(personIds, r.actorKey),
        createdAt: r.createdAt,
      })),
    ),
  );
  const rows = plan.timesheets.flatMap((t, i) =>
    t.rows.map((row, position) => ({ ...row, position, timesheetId: timesheetIds[i]! })),
  );
  const rowIds = await insertReturningIds(
    tx,
    timesheetRows,
    rows.map((row) => ({
      timesheetId: row.timesheetId,
      position: row.position,
      resourceId: row.resourceIndex === null ? null : resourceIds[row.resourceIndex]!,
      additionalProjectId: row.project === null ? null : lookup(projectIds, row.project),
    })),
  );
  await insertRows(
    tx,
    timesheetEntries,
    rows.flatMap((row, i) => row.entries.map((entry) => ({ rowId: rowIds[i]!, ...entry }))),
  );
}
