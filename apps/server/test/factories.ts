import { addDays, isWeekend, todayIso } from '@timekeep/shared/domain/periods';
import { timeOffDurationHours } from '@timekeep/shared/domain/time-off-duration';
import type { TimesheetRowState, TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { and, gte, lte } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import {
  additionalProjectAssignments,
  additionalProjects,
  clients,
  codeAlerts,
  engagementRoles,
  engagements,
  holidays,
  people,
  relatedManagers,
  resources,
  timeOffBalances,
  timeOffRequestDetails,
  timeOffRequests,
  timesheetEntries,
  timesheetPeriods,
  timesheetRows,
  timesheetStatusRevisions,
  timesheets,
} from '../src/db/schema';
import type { HasDatabase, Person } from './request';

/**
 * Factories that insert test data through Drizzle on the test's own database and answer what they made. Every
 * field can be overridden; names, emails and project codes are unique by default, so what a test makes never
 * meets the seeded demo company or another test's data.
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

export interface TimeOffBalanceOverrides
  extends Partial<Omit<typeof timeOffBalances.$inferInsert, 'accumulatedHours'>> {
  accumulatedHours?: Hours;
}

/** Hours accumulated by the person for a leave type and year: 120 hours of PTO this year by default. */
export async function createTimeOffBalance(
  source: HasDatabase,
  owner: Pick<Person, 'id'>,
  overrides: TimeOffBalanceOverrides = {},
) {
  const { accumulatedHours = 120, ...fields } = overrides;
  const [balance] = await source.database.db
    .insert(timeOffBalances)
    .values({
      personId: owner.id,
      year: Number(todayIso().slice(0, 4)),
      reason: 'pto',
      ...fields,
      accumulatedHours: hoursText(accumulatedHours),
    })
    .returning();
  return balance!;
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
