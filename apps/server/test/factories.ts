import { addDays, isWeekend, todayIso } from '@timekeep/shared/domain/periods';
import { timeOffDurationHours } from '@timekeep/shared/domain/time-off-duration';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import type { TimesheetRowState, TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { balanceAuditId } from '../src/core/time-off-ledger';
import type { Db } from '../src/db/client';
import {
  additionalProjectAssignments,
  additionalProjects,
  clients,
  codeAlerts,
  departments,
  engagementRoles,
  engagements,
  holidays,
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
} from '../src/db/schema';
import { anonymous, type HasDatabase, type Person, type Requests, signedIn } from './request';
import { createTestApp, type TestContext } from './test-app';

/**
 * Factories that insert test data through Drizzle on the test's own database and answer what they made. Every
 * field can be overridden; names, emails and project codes are unique by default, so what a test makes never
 * meets the seeded demo company or another test's data. The report builders at the end store many timesheets
 * at once for the reports, insights and exports, and the March 2019 fixture whose hours those tests know.
 */

let sequence = 0;
/** A number no other factory call in this test file has used. */
function unique(): number {
  sequence += 1;
  return sequence;
}

/** Long before any period a test looks at, so capacity, rows and time off are never cut short by it. */
export const LONG_AGO = '2016-01-04';

type Owner = Pick<Person, 'id' | 'teamLeadId'>;
type Hours = number | string;
const hoursText = (hours: Hours) => (typeof hours === 'number' ? hours.toFixed(2) : hours);

export interface PersonOverrides extends Partial<typeof people.$inferInsert> {
  /** Leads whose teams this person may view as (related managers). */
  viewsAsLeadIds?: number[];
}

/** An enabled employee with a start date long ago, no team lead and no team, unless told otherwise. */
export async function createPerson(source: HasDatabase, overrides: PersonOverrides = {}): Promise<Person> {
  const { viewsAsLeadIds = [], ...fields } = overrides;
  const n = unique();
  const [person] = await source.database.db
    .insert(people)
    .values({
      firstName: 'Test',
      lastName: `Person ${n}`,
      email: `person-${n}@factory.test`,
      roles: ['employee'],
      employmentStartDate: LONG_AGO,
      ...fields,
    })
    .returning();
  if (viewsAsLeadIds.length > 0) {
    await source.database.db
      .insert(relatedManagers)
      .values(viewsAsLeadIds.map((relatedManagerId) => ({ managerId: person!.id, relatedManagerId })));
  }
  return person!;
}

export interface EngagementOverrides {
  client?: Partial<typeof clients.$inferInsert>;
  engagement?: Partial<typeof engagements.$inferInsert>;
  role?: Partial<typeof engagementRoles.$inferInsert>;
  /** The person's assignment to the role (its dates). */
  resource?: Partial<typeof resources.$inferInsert>;
  /** Also alert the person to the new time code (a code alert not viewed yet). */
  alerted?: boolean;
}

/**
 * A billable engagement of a new client with one role, and the person assigned to that role: open-ended from
 * long ago unless the overrides give dates.
 */
export async function createEngagement(
  source: HasDatabase,
  assignee: Pick<Person, 'id'>,
  overrides: EngagementOverrides = {},
) {
  const db = source.database.db;
  const n = unique();
  const [client] = await db
    .insert(clients)
    .values({ name: `Factory Client ${n}`, ...overrides.client })
    .returning();
  const [engagement] = await db
    .insert(engagements)
    .values({
      clientId: client!.id,
      name: `Factory Engagement ${n}`,
      projectCode: `FACT-${String(n).padStart(4, '0')}`,
      billingType: 'variable',
      ...overrides.engagement,
    })
    .returning();
  const [role] = await db
    .insert(engagementRoles)
    .values({
      engagementId: engagement!.id,
      name: 'Consultant',
      rate: '150.00',
      startDate: LONG_AGO,
      ...overrides.role,
    })
    .returning();
  const [resource] = await db
    .insert(resources)
    .values({ engagementRoleId: role!.id, personId: assignee.id, startDate: LONG_AGO, ...overrides.resource })
    .returning();
  const [codeAlert] = await insertAll(
    source,
    codeAlerts,
    overrides.alerted ? [{ personId: assignee.id, resourceId: resource!.id }] : [],
  );
  return { client: client!, engagement: engagement!, role: role!, resource: resource!, codeAlert };
}

export interface AdditionalProjectOverrides {
  project?: Partial<typeof additionalProjects.$inferInsert>;
  assignment?: Partial<typeof additionalProjectAssignments.$inferInsert>;
}

/** A new active additional project and the person's assignment to it, open-ended from long ago. */
export async function createAdditionalProject(
  source: HasDatabase,
  assignee: Pick<Person, 'id'>,
  overrides: AdditionalProjectOverrides = {},
) {
  const db = source.database.db;
  const [project] = await db
    .insert(additionalProjects)
    .values({ name: `Factory Project ${unique()}`, ...overrides.project })
    .returning();
  const [assignment] = await db
    .insert(additionalProjectAssignments)
    .values({
      additionalProjectId: project!.id,
      personId: assignee.id,
      startDate: LONG_AGO,
      ...overrides.assignment,
    })
    .returning();
  return { project: project!, assignment: assignment! };
}

/** Inserts the rows in one statement and answers them as stored; with no rows, no statement. */
async function insertAll<TTable extends PgTable>(
  source: HasDatabase,
  table: TTable,
  rows: PgInsertValue<TTable>[],
): Promise<TTable['$inferSelect'][]> {
  if (rows.length === 0) return [];
  return (await source.database.db.insert(table).values(rows).returning()) as TTable['$inferSelect'][];
}

/** The seeded semi-monthly period that holds the date. */
export async function periodOn(source: HasDatabase, date: string) {
  const [period] = await source.database.db
    .select()
    .from(timesheetPeriods)
    .where(and(lte(timesheetPeriods.startDate, date), gte(timesheetPeriods.endDate, date)));
  if (!period) throw new Error(`no timesheet period holds ${date}`);
  return period;
}

/**
 * The request body of a save of one additional-project row: an entry per figure in `hours`, on the period's
 * days from its first.
 */
export function oneRowSaveBody(
  period: { id: number; startDate: string },
  additionalProjectId: number,
  hours: number[],
  version: number,
) {
  return {
    timesheetPeriodId: period.id,
    version,
    timesheetRows: [
      {
        additionalProjectId,
        timesheetEntries: hours.map((value, offset) => ({
          date: addDays(period.startDate, offset),
          hours: value,
          note: null,
        })),
      },
    ],
  };
}

export interface TimesheetRowSpec {
  /** One of the two: a client time code (a resource) or an additional project. */
  resourceId?: number;
  additionalProjectId?: number;
  state?: TimesheetRowState;
  entries?: { date: string; hours: Hours; note?: string | null }[];
}

export interface TimesheetOverrides {
  /** Any date in the period; today by default. */
  date?: string;
  status?: TimesheetStatus;
  rows?: TimesheetRowSpec[];
  /** Who approved, rejected or unapproved it: the owner's team lead by default. */
  approverId?: number;
  /** The note of a rejection or an unapproval. */
  note?: string;
}

/** The transitions that lead to a status, each by its actor: the owner submits, the approver decides. */
function transitionsTo(status: TimesheetStatus): { status: TimesheetStatus; byOwner: boolean }[] {
  const submitted = { status: 'pending' as const, byOwner: true };
  switch (status) {
    case 'unsubmitted':
      return [];
    case 'pending':
      return [submitted];
    case 'approved':
    case 'rejected':
      return [submitted, { status, byOwner: false }];
    case 'unapproved':
      return [submitted, { status: 'approved', byOwner: false }, { status, byOwner: false }];
  }
}

/**
 * A stored timesheet of the person for the period holding `date`, with its rows and entries, and the status
 * revisions that lead to its status (one version per revision, as the app counts them).
 */
export async function createTimesheet(source: HasDatabase, owner: Owner, overrides: TimesheetOverrides = {}) {
  const db = source.database.db;
  const { status = 'unsubmitted', rows = [] } = overrides;
  const period = await periodOn(source, overrides.date ?? todayIso());
  const transitions = transitionsTo(status);
  const approverId = overrides.approverId ?? owner.teamLeadId;
  if (approverId === null && transitions.some((transition) => !transition.byOwner)) {
    throw new Error(`a ${status} timesheet needs an approver: give the owner a team lead or an approverId`);
  }
  const [timesheet] = await db
    .insert(timesheets)
    .values({ personId: owner.id, periodId: period.id, status, version: 1 + transitions.length })
    .returning();

  const storedRows = await insertAll(
    source,
    timesheetRows,
    rows.map((row, position) => ({
      timesheetId: timesheet!.id,
      position,
      resourceId: row.resourceId ?? null,
      additionalProjectId: row.additionalProjectId ?? null,
      state: row.state ?? 'open',
    })),
  );
  const entries = await insertAll(
    source,
    timesheetEntries,
    rows.flatMap((row, index) =>
      (row.entries ?? []).map((entry) => ({
        rowId: storedRows[index]!.id,
        date: entry.date,
        hours: hoursText(entry.hours),
        note: entry.note ?? null,
      })),
    ),
  );
  const now = Date.now();
  const revisions = await insertAll(
    source,
    timesheetStatusRevisions,
    transitions.map((transition, index) => ({
      timesheetId: timesheet!.id,
      status: transition.status,
      note: transition.byOwner || transition.status === 'approved' ? null : (overrides.note ?? null),
      actorId: transition.byOwner ? owner.id : approverId!,
      createdAt: new Date(now - (transitions.length - index) * 60_000),
    })),
  );
  return {
    timesheet: timesheet!,
    period,
    rows: storedRows.map((row) => ({ ...row, entries: entries.filter((entry) => entry.rowId === row.id) })),
    revisions,
  };
}

export interface TimeOffRequestOverrides
  extends Partial<Omit<typeof timeOffRequestDetails.$inferInsert, 'hours' | 'requestId'>> {
  hours?: Hours;
}

/** The first working day (a weekday that is not a stored holiday) on or after `date`. */
export async function workingDayFrom(source: HasDatabase, date: string): Promise<string> {
  const stored = await source.database.db.select({ date: holidays.date }).from(holidays);
  const holidayDates = new Set(stored.map((holiday) => holiday.date));
  let day = date;
  while (isWeekend(day) || holidayDates.has(day)) day = addDays(day, 1);
  return day;
}

/**
 * A time-off request with its first detail version: PTO for a working day a month from today unless told
 * otherwise, its hours counted as the app counts them (holidays aside). A decided request names the owner's
 * team lead as the manager who decided.
 */
export async function createTimeOffRequest(
  source: HasDatabase,
  owner: Owner,
  overrides: TimeOffRequestOverrides = {},
) {
  const db = source.database.db;
  const status = overrides.status ?? 'pending';
  const startDate = overrides.startDate ?? (await workingDayFrom(source, addDays(todayIso(), 30)));
  const endDate = overrides.endDate ?? startDate;
  const timeframeType = overrides.timeframeType ?? 'multiple_days';
  const hoursWorkday = overrides.hoursWorkday ?? 8;
  const includeWeekends = overrides.includeWeekends ?? false;
  const hours =
    overrides.hours ??
    (timeframeType === 'partial_day'
      ? hoursWorkday
      : timeOffDurationHours(
          { timeframeType, startDate, endDate, hoursWorkday, includeWeekends },
          new Set(),
        ));
  if (Number(hours) <= 0) throw new Error(`no weekday from ${startDate} to ${endDate}: give the hours`);
  const [request] = await db
    .insert(timeOffRequests)
    .values({ personId: owner.id, status, startDate, endDate })
    .returning();
  const [detail] = await db
    .insert(timeOffRequestDetails)
    .values({
      reason: 'pto',
      comment: 'Made by a test',
      managerId: status === 'pending' ? null : owner.teamLeadId,
      authorId: owner.id,
      ...overrides,
      requestId: request!.id,
      version: 1,
      status,
      timeframeType,
      startDate,
      endDate,
      hours: hoursText(hours),
      hoursWorkday,
      includeWeekends,
    })
    .returning();
  return { request: request!, detail: detail! };
}

export interface TimeOffBalanceOverrides {
  year?: number;
  reason?: TimeOffReason;
  accumulatedHours?: Hours;
}

/**
 * Hours accumulated by the person for a leave type and year (an opening adjustment in the ledger): 120 hours of
 * PTO this year by default. Its `id` is how the audit log names the balance.
 */
export async function createTimeOffBalance(
  source: HasDatabase,
  owner: Pick<Person, 'id'>,
  overrides: TimeOffBalanceOverrides = {},
) {
  const { accumulatedHours = 120, year = Number(todayIso().slice(0, 4)), reason = 'pto' } = overrides;
  await source.database.db.insert(timeOffLedgerEntries).values({
    personId: owner.id,
    year,
    reason,
    kind: 'adjustment',
    hours: hoursText(accumulatedHours),
    effectiveOn: `${year}-01-01`,
    note: 'Opening balance',
  });
  return { id: balanceAuditId(owner.id, year, reason), personId: owner.id, year, reason };
}

/** The body of POST or PUT /api/ptos asking for one whole day of PTO, as the web app sends it. */
export function oneDayOffBody(date: string, comment = 'Made by a test') {
  return {
    pto_details: {
      reason: 'pto',
      timeframeType: 'multiple_days',
      hoursWorkday: 8,
      includeWeekends: false,
      startDate: date,
      endDate: date,
      hours: null,
      comment,
    },
  };
}

// Report builders: many people's timesheets, engagements and projects in a few statements, and the March
// 2019 fixture the report, insight and export tests read.

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
