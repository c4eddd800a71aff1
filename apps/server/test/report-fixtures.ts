import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  additionalProjectAssignments,
  additionalProjects,
  clients,
  departments,
  engagementRoles,
  engagements,
  resources,
  timesheetEntries,
  timesheetPeriods,
  timesheetRows,
  timesheets,
} from '../src/db/schema';
import { anonymous, type Requests, signedIn } from './request';
import { createTestApp, type TestContext } from './test-app';

/** Demo people the report tests use, by their email's local part. */
export const reportPeople = [
  'employee',
  'contractor',
  'manager',
  'manager2',
  'admin',
  'reports',
  'newhire',
  'grace.liu',
  'isaac.thompson',
  'james.whitaker',
  'sofia.alvarez',
  'daniel.novak',
  'lucas.ferreira',
] as const;
export type ReportPerson = (typeof reportPeople)[number];

export interface EntryPlan {
  date: string;
  hours: string;
  note?: string | null;
}

/** A row on an engagement (through the person's resource) or on an additional project, with its entries. */
export type RowPlan = ({ resourceId: number } | { additionalProjectId: number }) & { entries: EntryPlan[] };

export interface TimesheetPlan {
  personId: number;
  periodStartDate: string;
  status: TimesheetStatus;
  rows: RowPlan[];
}

/** Stores timesheets with their rows and entries in three statements whatever their number. */
export async function insertTimesheets(db: Db, plans: TimesheetPlan[]): Promise<number[]> {
  if (plans.length === 0) return [];
  const periods = await db
    .select({ id: timesheetPeriods.id, startDate: timesheetPeriods.startDate })
    .from(timesheetPeriods);
  const periodIds = new Map(periods.map((period) => [period.startDate, period.id]));
  const stored = await db
    .insert(timesheets)
    .values(
      plans.map((plan) => {
        const periodId = periodIds.get(plan.periodStartDate);
        if (periodId === undefined) throw new Error(`no period starts on ${plan.periodStartDate}`);
        return { personId: plan.personId, periodId, status: plan.status, version: 1 };
      }),
    )
    .returning({ id: timesheets.id });
  const rowPlans = plans.flatMap((plan, index) =>
    plan.rows.map((row, position) => ({ row, position, timesheetId: stored[index]!.id })),
  );
  const rowIds = await db
    .insert(timesheetRows)
    .values(
      rowPlans.map(({ row, position, timesheetId }) => ({
        timesheetId,
        position,
        resourceId: 'resourceId' in row ? row.resourceId : null,
        additionalProjectId: 'additionalProjectId' in row ? row.additionalProjectId : null,
      })),
    )
    .returning({ id: timesheetRows.id });
  const entries = rowPlans.flatMap((plan, index) =>
    plan.row.entries.map((entry) => ({
      rowId: rowIds[index]!.id,
      date: entry.date,
      hours: entry.hours,
      note: entry.note ?? null,
    })),
  );
  if (entries.length > 0) await db.insert(timesheetEntries).values(entries);
  return stored.map((row) => row.id);
}

/** A client, its engagement and roles, and each person assigned to the first role; answers the resource ids. */
export async function insertEngagement(
  db: Db,
  engagement: {
    clientName: string;
    name: string;
    projectCode: string;
    billable: boolean;
    departmentId: number;
    engagementManagerId: number;
    salesRepId: number;
    roles: { name: string; rate: string }[];
    assigned: number[];
  },
) {
  const [client] = await db
    .insert(clients)
    .values({ name: engagement.clientName })
    .returning({ id: clients.id });
  const [stored] = await db
    .insert(engagements)
    .values({
      clientId: client!.id,
      name: engagement.name,
      projectCode: engagement.projectCode,
      billingType: 'variable',
      billingTerms: 45,
      poNumber: null,
      billingClass: 'Professional Services',
      billable: engagement.billable,
      departmentId: engagement.departmentId,
      engagementManagerId: engagement.engagementManagerId,
      salesRepId: engagement.salesRepId,
    })
    .returning({ id: engagements.id });
  const roles = await db
    .insert(engagementRoles)
    .values(
      engagement.roles.map((role) => ({
        engagementId: stored!.id,
        name: role.name,
        rate: role.rate,
        startDate: '2017-01-01',
        endDate: null,
      })),
    )
    .returning({ id: engagementRoles.id });
  const assigned = await db
    .insert(resources)
    .values(
      engagement.assigned.map((personId) => ({
        engagementRoleId: roles[0]!.id,
        personId,
        startDate: '2017-01-01',
        endDate: null,
      })),
    )
    .returning({ id: resources.id, personId: resources.personId });
  return {
    id: stored!.id,
    clientId: client!.id,
    projectCode: engagement.projectCode,
    resourceOf: (personId: number) => assigned.find((resource) => resource.personId === personId)!.id,
  };
}

export async function insertDepartment(db: Db, name: string) {
  const [department] = await db.insert(departments).values({ name }).returning({ id: departments.id });
  return department!.id;
}

export async function insertAdditionalProject(db: Db, name: string, assigned: number[]) {
  const [project] = await db
    .insert(additionalProjects)
    .values({ name })
    .returning({ id: additionalProjects.id });
  await db
    .insert(additionalProjectAssignments)
    .values(
      assigned.map((personId) => ({ additionalProjectId: project!.id, personId, startDate: '2017-01-01' })),
    );
  return project!.id;
}

/** The id of a person's stored timesheet for the period starting on `periodStartDate`. */
export async function timesheetIdOf(db: Db, personId: number, periodStartDate: string) {
  const [row] = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .innerJoin(timesheetPeriods, eq(timesheetPeriods.id, timesheets.periodId))
    .where(and(eq(timesheets.personId, personId), eq(timesheetPeriods.startDate, periodStartDate)));
  return row?.id;
}

/** Notes a spreadsheet could take for formulas: the export must neutralise every one of them. */
export const formulaNotes = {
  equals: '=HYPERLINK("http://evil.example","click")',
  plus: '+1 internal meeting',
  at: '@SUM(A1:A9)',
  minus: '-2 hours moved',
  tab: '\tindented',
  carriageReturn: '\rreturned',
} as const;

export const MARCH_2019 = { startDate: '2019-03-01', endDate: '2019-03-31' } as const;

/**
 * A month the demo company has no hours in (March 2019), with hours the tests know exactly:
 * - engagement RPTA-0001 (billable, department "Report Testing", managed by admin, rate 120.50): employee,
 *   contractor, manager, manager2, admin, Grace Liu (manager2's team) and Isaac Thompson (another team)
 *   each log 8.00 on the 4th and 7.25 on the 5th, on approved timesheets of the first half;
 * - engagement RPTB-0002 (not billable, department "Report Support", managed by manager, rate 95.00):
 *   employee logs 2.50 on the 6th;
 * - additional project "Report Test Internal": employee (1.00 on the 7th), Isaac (2.00 on the 8th), Grace
 *   (1.50 on the 11th);
 * - second half: employee pending (4.00 on the 18th), contractor unsubmitted (3.00 on the 19th), manager2
 *   rejected (6.00 on the 20th), all on RPTA-0001.
 * Notes carry formula-like text.
 */
export async function insertMarchFixture(db: Db, ids: Record<ReportPerson, number>) {
  const billed = await insertDepartment(db, 'Report Testing');
  const support = await insertDepartment(db, 'Report Support');
  const onLedger = [
    ids.employee,
    ids.contractor,
    ids.manager,
    ids.manager2,
    ids.admin,
    ids['grace.liu'],
    ids['isaac.thompson'],
  ];
  const ledger = await insertEngagement(db, {
    clientName: 'Formula Corp',
    name: 'Ledger Cleanup',
    projectCode: 'RPTA-0001',
    billable: true,
    departmentId: billed,
    engagementManagerId: ids.admin,
    salesRepId: ids.reports,
    roles: [{ name: 'Analyst', rate: '120.50' }],
    assigned: onLedger,
  });
  const helpDesk = await insertEngagement(db, {
    clientName: 'Beta Holdings',
    name: 'Help Desk',
    projectCode: 'RPTB-0002',
    billable: false,
    departmentId: support,
    engagementManagerId: ids.manager,
    salesRepId: ids.reports,
    roles: [{ name: 'Support', rate: '95.00' }],
    assigned: [ids.employee],
  });
  const internal = await insertAdditionalProject(db, 'Report Test Internal', [
    ids.employee,
    ids['isaac.thompson'],
    ids['grace.liu'],
    ids['sofia.alvarez'],
  ]);
  const internalEntries: Partial<Record<number, EntryPlan>> = {
    [ids.employee]: { date: '2019-03-07', hours: '1.00', note: formulaNotes.plus },
    [ids['isaac.thompson']]: { date: '2019-03-08', hours: '2.00', note: formulaNotes.tab },
    [ids['grace.liu']]: { date: '2019-03-11', hours: '1.50', note: formulaNotes.carriageReturn },
  };
  const firstHalf = onLedger.map((personId): TimesheetPlan => {
    const rows: RowPlan[] = [
      {
        resourceId: ledger.resourceOf(personId),
        entries: [
          { date: '2019-03-04', hours: '8.00' },
          { date: '2019-03-05', hours: '7.25', note: 'Month-end close' },
        ],
      },
    ];
    if (personId === ids.employee) {
      rows.push({
        resourceId: helpDesk.resourceOf(personId),
        entries: [{ date: '2019-03-06', hours: '2.50', note: formulaNotes.equals }],
      });
    }
    const internalEntry = internalEntries[personId];
    if (internalEntry) rows.push({ additionalProjectId: internal, entries: [internalEntry] });
    return { personId, periodStartDate: '2019-03-01', status: 'approved', rows };
  });
  const secondHalf = (
    [
      [ids.employee, 'pending', { date: '2019-03-18', hours: '4.00', note: formulaNotes.at }],
      [ids.contractor, 'unsubmitted', { date: '2019-03-19', hours: '3.00', note: formulaNotes.minus }],
      [ids.manager2, 'rejected', { date: '2019-03-20', hours: '6.00' }],
    ] as const
  ).map(
    ([personId, status, entry]): TimesheetPlan => ({
      personId,
      periodStartDate: '2019-03-16',
      status,
      rows: [{ resourceId: ledger.resourceOf(personId), entries: [entry] }],
    }),
  );
  await insertTimesheets(db, [...firstHalf, ...secondHalf]);
  return { ledger, helpDesk, internal, departments: { billed, support }, onLedger };
}
export type MarchFixture = Awaited<ReturnType<typeof insertMarchFixture>>;

/**
 * The app on its own database with the March fixture, a session for each of the report people, and a GET that
 * signs in as one of them (or as nobody).
 */
export async function reportTestSetup() {
  const context: TestContext = await createTestApp();
  const callers = new Map<ReportPerson, Requests>();
  const ids = {} as Record<ReportPerson, number>;
  for (const person of reportPeople) {
    const caller = await signedIn(context, `${person}@example.com`);
    callers.set(person, caller);
    ids[person] = caller.person.id;
  }
  const march = await insertMarchFixture(context.database.db, ids);
  const get = (url: string, as?: ReportPerson) => ((as && callers.get(as)) || anonymous(context)).get(url);
  return { context, ids, march, get };
}
