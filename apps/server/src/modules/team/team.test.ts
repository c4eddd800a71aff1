import { addDays, isWeekend, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { fullName } from '@timekeep/shared/domain/person-names';
import {
  relatedManagersResponseSchema,
  teamMembersResponseSchema,
  teamTimeOffBalancesResponseSchema,
  teamTimeOffOverviewResponseSchema,
  teamTimeOffResponseSchema,
  teamTimesheetsResponseSchema,
} from '@timekeep/shared/schemas/team';
import type { TimeOffStatus } from '@timekeep/shared/schemas/time-off';
import {
  type TimesheetStatus,
  timesheetHistoryResponseSchema,
  timesheetResponseSchema,
} from '@timekeep/shared/schemas/timesheets';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEngagement,
  createPerson,
  createTimeOffBalance,
  createTimeOffRequest,
  createTimesheet,
  workingDayFrom,
} from '../../../test/factories';
import { anonymous, type Person, type Requests, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import {
  auditLog,
  holidays,
  timeOffRequestDetails,
  timeOffRequests,
  timesheetEntries,
  timesheetRows,
  timesheetStatusRevisions,
  timesheets,
} from '../../db/schema';
import { ON_BEHALF_NOTE } from '../timesheets/submit-timesheet';

let context: TestContext;
const today = todayIso();
const current = periodContaining(today);

/** A lead's team of its own, so nothing here meets the demo company's data. */
interface Team {
  lead: Person;
  members: Person[];
  as: Record<'lead' | 'member' | 'contractor' | 'otherLead' | 'relatedLead' | 'admin' | 'reports', SignedIn>;
  anonymous: Requests;
}
let team: Team;
/** The team of the route-by-caller table, which adds a member for each of its cases. */
let table: Team;

async function createTeam(): Promise<Team> {
  const lead = await createPerson(context, { firstName: 'Lena', lastName: 'Lead' });
  const member = await createPerson(context, { firstName: 'Mia', lastName: 'Member', teamLeadId: lead.id });
  const contractor = await createPerson(context, {
    firstName: 'Cole',
    lastName: 'Contractor',
    teamLeadId: lead.id,
    contractor: true,
  });
  const otherLead = await createPerson(context, { firstName: 'Otto', lastName: 'Other' });
  await createPerson(context, { teamLeadId: otherLead.id });
  const relatedLead = await createPerson(context, {
    firstName: 'Rita',
    lastName: 'Related',
    viewsAsLeadIds: [lead.id],
  });
  await createPerson(context, { teamLeadId: relatedLead.id });
  const admin = await createPerson(context, { roles: ['admin', 'employee'] });
  const reports = await createPerson(context, { roles: ['reports'] });
  return {
    lead,
    members: [member, contractor],
    anonymous: anonymous(context),
    as: {
      lead: await signedIn(context, lead),
      member: await signedIn(context, member),
      contractor: await signedIn(context, contractor),
      otherLead: await signedIn(context, otherLead),
      relatedLead: await signedIn(context, relatedLead),
      admin: await signedIn(context, admin),
      reports: await signedIn(context, reports),
    },
  };
}

/**
 * A timesheet in the given status, with eight billable hours on the period's first day, of a new member of
 * the team (or of `owner`).
 */
async function memberTimesheet(status: TimesheetStatus, owner?: Person, date = today) {
  owner ??= await createPerson(context, { firstName: 'Tim', lastName: 'Sheet', teamLeadId: team.lead.id });
  const { resource } = await createEngagement(context, owner);
  const period = periodContaining(date);
  return (
    await createTimesheet(context, owner, {
      date,
      status,
      rows: [{ resourceId: resource.id, entries: [{ date: period.startDate, hours: 8, note: 'Workshop' }] }],
    })
  ).timesheet;
}

async function stateOf(timesheetId: number) {
  const [row] = await context.database.db
    .select({ status: timesheets.status, version: timesheets.version })
    .from(timesheets)
    .where(eq(timesheets.id, timesheetId));
  if (!row) throw new Error(`no timesheet ${timesheetId}`);
  const revisions = await context.database.db
    .select({ id: timesheetStatusRevisions.id })
    .from(timesheetStatusRevisions)
    .where(eq(timesheetStatusRevisions.timesheetId, timesheetId));
  return { ...row, revisions: revisions.length };
}

beforeAll(async () => {
  context = await createTestApp();
  team = await createTeam();
});
afterAll(async () => {
  await context?.close();
});

describe('who may call the team routes', () => {
  it('lets only the lead, a lead who may view as them and admins read a member’s timesheet', async () => {
    const timesheet = await memberTimesheet('pending');
    const url = `/api/team/timesheets/${timesheet.id}`;
    const statuses = {
      anonymous: (await team.anonymous.get(url)).statusCode,
      member: (await team.as.member.get(url)).statusCode,
      contractor: (await team.as.contractor.get(url)).statusCode,
      reports: (await team.as.reports.get(url)).statusCode,
      otherLead: (await team.as.otherLead.get(url)).statusCode,
      relatedLead: (await team.as.relatedLead.get(url)).statusCode,
      lead: (await team.as.lead.get(url)).statusCode,
      admin: (await team.as.admin.get(url)).statusCode,
    };
    expect(statuses).toEqual({
      anonymous: 401,
      member: 403,
      contractor: 403,
      reports: 403,
      otherLead: 403,
      relatedLead: 200,
      lead: 200,
      admin: 200,
    });
    const read = timesheetResponseSchema.parse((await team.as.lead.get(url)).json()).timesheet;
    expect(read.permissions).toMatchObject({ edit: false, approve: true, reject: true, unapprove: false });
  });

  it('refuses every action to callers outside the team, changing nothing', async () => {
    const timesheet = await memberTimesheet('pending');
    const before = await stateOf(timesheet.id);
    const base = `/api/team/timesheets/${timesheet.id}`;
    for (const caller of [
      team.anonymous,
      team.as.member,
      team.as.contractor,
      team.as.reports,
      team.as.otherLead,
    ]) {
      const answers = [
        await caller.patch(`${base}/approve`),
        await caller.patch(`${base}/reject?note=No`),
        await caller.patch(`${base}/unapprove`),
        await caller.patch(`${base}/submit`, { timesheetRows: [] }),
      ].map((response) => response.statusCode);
      expect(answers.every((status) => status === 401 || status === 403)).toBe(true);
    }
    expect(await stateOf(timesheet.id)).toEqual(before);
  });

  it('lets a lead who may view as the lead act on that team, one direction only', async () => {
    const timesheet = await memberTimesheet('pending');
    const approved = await team.as.relatedLead.patch(`/api/team/timesheets/${timesheet.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().timesheet.status).toBe('approved');

    const relatedMember = await createPerson(context, { teamLeadId: team.as.relatedLead.person.id });
    const theirs = await memberTimesheet('pending', relatedMember);
    const refused = await team.as.lead.patch(`/api/team/timesheets/${theirs.id}/approve`);
    expect(refused.statusCode).toBe(403);
    expect((await stateOf(theirs.id)).status).toBe('pending');
  });

  it('never lets a lead approve their own timesheet, even as an admin', async () => {
    const adminLead = await createPerson(context, { roles: ['admin', 'employee'] });
    const self = await createPerson(context, { teamLeadId: adminLead.id, roles: ['admin', 'employee'] });
    const own = await memberTimesheet('pending', self);
    const response = await (await signedIn(context, self)).patch(`/api/team/timesheets/${own.id}/approve`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('answers 404 for a timesheet that does not exist', async () => {
    expect((await team.as.lead.get('/api/team/timesheets/2147483647')).statusCode).toBe(404);
    expect((await team.as.lead.patch('/api/team/timesheets/2147483647/approve')).statusCode).toBe(404);
  });
});

const CALLERS = [
  'anonymous',
  'employee',
  'contractor',
  'reports',
  'otherLead',
  'relatedLead',
  'lead',
  'admin',
] as const;
/** Who calls: the record's owner is `employee`; `contractor` is on the lead's team; the rest as in `Team`. */
type Caller = (typeof CALLERS)[number];

/** A team member's record a case is about, made fresh for the case. */
interface Target {
  owner: Person;
  /** The timesheet, time-off request or person the route is about. */
  id: number;
  /** What a write sends. */
  body?: unknown;
  /** The year a time-off request starts in. */
  year?: number;
}

/** What a refused write must leave as it was, and what an allowed one must have done. */
interface WriteWatch {
  unchanged(): Promise<void>;
  doneBy(actorId: number): Promise<void>;
}

interface TeamRouteCase {
  route: string;
  arrange(owner: Person): Promise<Target>;
  request(target: Target): [method: 'GET' | 'PATCH' | 'POST', url: string, body?: unknown];
  statuses: Record<Caller, number>;
  /** Reads: the callers whose 200 answer holds the record (the others' answers must not). */
  finds?: { by: readonly Caller[]; in(json: unknown, target: Target): boolean };
  /** Writes: the stored state, read before the call and checked after it. */
  watch?(target: Target): Promise<WriteWatch>;
}

/** Refused to anyone who neither leads the owner, nor may view as their lead, nor is an admin. */
const TEAM_ONLY = {
  anonymous: 401,
  employee: 403,
  contractor: 403,
  reports: 403,
  otherLead: 403,
  relatedLead: 200,
  lead: 200,
  admin: 200,
} as const satisfies Record<Caller, number>;
/** Open to every lead and admin, each answered about their own team. */
const EVERY_LEAD = { ...TEAM_ONLY, otherLead: 200 } as const satisfies Record<Caller, number>;
const TEAM_READERS: readonly Caller[] = ['relatedLead', 'lead', 'admin'];

/** A timesheet as stored: head, every status revision and every entry. */
async function storedTimesheet(timesheetId: number) {
  const db = context.database.db;
  const [head] = await db
    .select({ status: timesheets.status, version: timesheets.version })
    .from(timesheets)
    .where(eq(timesheets.id, timesheetId));
  const revisions = await db
    .select({
      status: timesheetStatusRevisions.status,
      actorId: timesheetStatusRevisions.actorId,
      note: timesheetStatusRevisions.note,
    })
    .from(timesheetStatusRevisions)
    .where(eq(timesheetStatusRevisions.timesheetId, timesheetId))
    .orderBy(asc(timesheetStatusRevisions.id));
  const rows = await db
    .select({ id: timesheetRows.id, resourceId: timesheetRows.resourceId })
    .from(timesheetRows)
    .where(eq(timesheetRows.timesheetId, timesheetId))
    .orderBy(asc(timesheetRows.position));
  const entries = await db
    .select({
      rowId: timesheetEntries.rowId,
      date: timesheetEntries.date,
      hours: timesheetEntries.hours,
      note: timesheetEntries.note,
    })
    .from(timesheetEntries)
    .innerJoin(timesheetRows, eq(timesheetRows.id, timesheetEntries.rowId))
    .where(eq(timesheetRows.timesheetId, timesheetId))
    .orderBy(asc(timesheetEntries.id));
  return { ...head!, revisions, rows, entries };
}

/** A time-off request as stored: its status and every detail version. */
async function storedTimeOff(requestId: number) {
  const db = context.database.db;
  const [head] = await db
    .select({ status: timeOffRequests.status })
    .from(timeOffRequests)
    .where(eq(timeOffRequests.id, requestId));
  const details = await db
    .select({
      version: timeOffRequestDetails.version,
      status: timeOffRequestDetails.status,
      managerId: timeOffRequestDetails.managerId,
      authorId: timeOffRequestDetails.authorId,
      managerComment: timeOffRequestDetails.managerComment,
      hours: timeOffRequestDetails.hours,
    })
    .from(timeOffRequestDetails)
    .where(eq(timeOffRequestDetails.requestId, requestId))
    .orderBy(asc(timeOffRequestDetails.version));
  return { ...head!, details };
}

async function auditCount() {
  const [row] = await context.database.db.select({ total: count() }).from(auditLog);
  return row!.total;
}

/** A lead action on a timesheet: one more version and one more revision by the caller, or nothing at all. */
function watchTimesheet(status: TimesheetStatus, note: unknown, hours?: string) {
  return async (target: Target): Promise<WriteWatch> => {
    const before = await storedTimesheet(target.id);
    return {
      unchanged: async () => expect(await storedTimesheet(target.id)).toEqual(before),
      doneBy: async (actorId) =>
        expect(await storedTimesheet(target.id)).toEqual({
          status,
          version: before.version + 1,
          revisions: [...before.revisions, { status, actorId, note }],
          rows: before.rows,
          entries: hours ? before.entries.map((entry) => ({ ...entry, hours })) : before.entries,
        }),
    };
  };
}

/** An answer to a time-off request: a new detail version by the caller, or nothing at all. */
function watchTimeOff(status: TimeOffStatus, managerComment: string | null) {
  return async (target: Target): Promise<WriteWatch> => {
    const before = await storedTimeOff(target.id);
    const last = before.details.at(-1)!;
    return {
      unchanged: async () => expect(await storedTimeOff(target.id)).toEqual(before),
      doneBy: async (actorId) =>
        expect(await storedTimeOff(target.id)).toEqual({
          status,
          details: [
            ...before.details,
            {
              ...last,
              version: last.version + 1,
              status,
              managerId: actorId,
              authorId: actorId,
              managerComment,
            },
          ],
        }),
    };
  };
}

const timesheetIn = (status: TimesheetStatus) => async (owner: Person) => ({
  owner,
  id: (await memberTimesheet(status, owner)).id,
});
const pendingTimeOff = async (owner: Person) => {
  const { request } = await createTimeOffRequest(context, owner);
  return { owner, id: request.id, year: Number(request.startDate.slice(0, 4)) };
};
/** An unsubmitted timesheet, and the rows a lead sends with it: the same rows with 6 hours instead of 8. */
const unsubmittedWithEdits = async (owner: Person) => {
  const { id } = await timesheetIn('unsubmitted')(owner);
  const { rows, entries } = await storedTimesheet(id);
  const timesheetRows = rows.map((row) => ({
    id: row.id,
    resourceId: row.resourceId,
    timesheetEntries: entries
      .filter((entry) => entry.rowId === row.id)
      .map((entry) => ({ date: entry.date, hours: 6, note: entry.note })),
  }));
  return { owner, id, body: { timesheetRows } };
};
const REJECTION = 'Coverage is too thin';

const TEAM_ROUTES: TeamRouteCase[] = [
  {
    route: 'GET /api/team_members',
    arrange: async (owner) => ({ owner, id: owner.id }),
    request: () => ['GET', `/api/team_members?manager_id=${table.lead.id}`],
    statuses: TEAM_ONLY,
    finds: {
      by: TEAM_READERS,
      in: (json, target) =>
        teamMembersResponseSchema.parse(json).teamMembers.some((member) => member.id === target.id),
    },
  },
  {
    route: 'GET /api/related_managers',
    arrange: async (owner) => ({ owner, id: table.lead.id }),
    request: () => ['GET', '/api/related_managers'],
    statuses: EVERY_LEAD,
    finds: {
      by: ['relatedLead'],
      in: (json, target) =>
        relatedManagersResponseSchema.parse(json).relatedManagers.some((lead) => lead.id === target.id),
    },
  },
  {
    route: 'GET /api/team/timesheets',
    arrange: timesheetIn('pending'),
    request: () => ['GET', `/api/team/timesheets?approver_id=${table.lead.id}`],
    statuses: TEAM_ONLY,
    finds: {
      by: TEAM_READERS,
      in: (json, target) =>
        teamTimesheetsResponseSchema.parse(json).timesheets.some((row) => row.id === target.id),
    },
  },
  {
    route: 'GET /api/team/timesheets/pending',
    arrange: timesheetIn('pending'),
    request: () => ['GET', '/api/team/timesheets/pending'],
    statuses: EVERY_LEAD,
    // The Pending tab is the caller's own team (docs/decisions.md), so only the lead finds it there.
    finds: {
      by: ['lead'],
      in: (json, target) =>
        teamTimesheetsResponseSchema.parse(json).timesheets.some((row) => row.id === target.id),
    },
  },
  {
    route: 'GET /api/team/timesheets/:id',
    arrange: timesheetIn('pending'),
    request: (target) => ['GET', `/api/team/timesheets/${target.id}`],
    statuses: TEAM_ONLY,
    finds: {
      by: TEAM_READERS,
      in: (json, target) => timesheetResponseSchema.parse(json).timesheet.id === target.id,
    },
  },
  {
    route: 'GET /api/team/timesheets/:id/history',
    arrange: timesheetIn('pending'),
    request: (target) => ['GET', `/api/team/timesheets/${target.id}/history`],
    statuses: TEAM_ONLY,
    finds: {
      by: TEAM_READERS,
      in: (json, target) => {
        const revisions = timesheetHistoryResponseSchema.parse(json).timesheetStatusRevisions;
        return (
          revisions.length === 1 &&
          revisions[0]!.status === 'pending' &&
          revisions[0]!.spudUser.name === fullName(target.owner)
        );
      },
    },
  },
  {
    route: 'PATCH /api/team/timesheets/:id/submit',
    arrange: unsubmittedWithEdits,
    request: (target) => ['PATCH', `/api/team/timesheets/${target.id}/submit`, target.body],
    statuses: TEAM_ONLY,
    // The lead changed the saved 8 hours to 6: the History note says so, by project.
    watch: watchTimesheet(
      'pending',
      expect.stringMatching(
        new RegExp(
          `^${ON_BEHALF_NOTE} Changed by the lead: Factory Engagement \\d+, \\w+: 8\\.00 h → 6\\.00 h\\.$`,
        ),
      ),
      '6.00',
    ),
  },
  {
    route: 'PATCH /api/team/timesheets/:id/approve',
    arrange: timesheetIn('pending'),
    request: (target) => ['PATCH', `/api/team/timesheets/${target.id}/approve`],
    statuses: TEAM_ONLY,
    watch: watchTimesheet('approved', null),
  },
  {
    route: 'PATCH /api/team/timesheets/:id/reject',
    arrange: timesheetIn('pending'),
    request: (target) => [
      'PATCH',
      `/api/team/timesheets/${target.id}/reject?note=${encodeURIComponent(REJECTION)}`,
    ],
    statuses: TEAM_ONLY,
    watch: watchTimesheet('rejected', REJECTION),
  },
  {
    route: 'PATCH /api/team/timesheets/:id/unapprove',
    arrange: timesheetIn('approved'),
    request: (target) => ['PATCH', `/api/team/timesheets/${target.id}/unapprove`],
    statuses: TEAM_ONLY,
    watch: watchTimesheet('unapproved', null),
  },
  {
    route: 'GET /api/team/ptos',
    arrange: pendingTimeOff,
    request: () => ['GET', `/api/team/ptos?manager_id=${table.lead.id}`],
    statuses: TEAM_ONLY,
    finds: {
      by: TEAM_READERS,
      in: (json, target) => teamTimeOffResponseSchema.parse(json).ptos.some((pto) => pto.id === target.id),
    },
  },
  {
    route: 'GET /api/team/ptos/overview',
    arrange: pendingTimeOff,
    request: (target) => ['GET', `/api/team/ptos/overview?manager_id=${table.lead.id}&year=${target.year}`],
    statuses: TEAM_ONLY,
    finds: {
      by: TEAM_READERS,
      in: (json, target) =>
        teamTimeOffOverviewResponseSchema
          .parse(json)
          .team.some((member) => member.spudUserId === target.owner.id && member.pendingRequest),
    },
  },
  {
    route: 'GET /api/team/ptos/balances',
    arrange: pendingTimeOff,
    request: (target) => [
      'GET',
      `/api/team/ptos/balances?user_id=${target.owner.id}&manager_id=${table.lead.id}`,
    ],
    statuses: TEAM_ONLY,
    finds: {
      by: TEAM_READERS,
      in: (json, target) =>
        teamTimeOffBalancesResponseSchema
          .parse(json)
          .balances.some((balance) => (balance.ptoRequested[String(target.year)] ?? 0) > 0),
    },
  },
  {
    route: 'POST /api/team/ptos/:id/approve',
    arrange: pendingTimeOff,
    request: (target) => ['POST', `/api/team/ptos/${target.id}/approve`, {}],
    statuses: TEAM_ONLY,
    watch: watchTimeOff('approved', null),
  },
  {
    route: 'POST /api/team/ptos/:id/reject',
    arrange: pendingTimeOff,
    request: (target) => ['POST', `/api/team/ptos/${target.id}/reject`, { manager_comment: REJECTION }],
    statuses: TEAM_ONLY,
    watch: watchTimeOff('rejected', REJECTION),
  },
  {
    route: 'POST /api/team/ptos/approve',
    arrange: pendingTimeOff,
    request: (target) => ['POST', '/api/team/ptos/approve', { pto_ids: [target.id] }],
    statuses: TEAM_ONLY,
    watch: watchTimeOff('approved', null),
  },
  {
    route: 'POST /api/team/ptos/reject',
    arrange: pendingTimeOff,
    request: (target) => [
      'POST',
      '/api/team/ptos/reject',
      { pto_ids: [target.id], manager_comment: REJECTION },
    ],
    statuses: TEAM_ONLY,
    watch: watchTimeOff('rejected', REJECTION),
  },
];

describe('every team route, as every kind of caller', () => {
  beforeAll(async () => {
    table = await createTeam();
  });

  for (const teamRoute of TEAM_ROUTES) {
    for (const caller of CALLERS) {
      const status = teamRoute.statuses[caller];
      it(`${teamRoute.route} as ${caller} answers ${status}`, () => callAs(teamRoute, caller, status));
    }
  }
});

/** One case of the table: a fresh record, the call, its status, and what it read or wrote (or left alone). */
async function callAs(teamRoute: TeamRouteCase, caller: Caller, status: number) {
  const owner = await createPerson(context, { teamLeadId: table.lead.id });
  const target = await teamRoute.arrange(owner);
  const signedInCaller =
    caller === 'anonymous'
      ? undefined
      : caller === 'employee'
        ? await signedIn(context, owner)
        : table.as[caller];
  const watch = await teamRoute.watch?.(target);
  const auditsBefore = await auditCount();

  const [method, url, body] = teamRoute.request(target);
  const response = await (signedInCaller ?? table.anonymous).send(method, url, body);

  expect(response.statusCode, response.body).toBe(status);
  if (status === 200) {
    if (teamRoute.finds) {
      const found = teamRoute.finds.in(response.json(), target);
      expect(found, `whether ${caller} finds the record`).toBe(teamRoute.finds.by.includes(caller));
    }
    await watch?.doneBy(signedInCaller!.person.id);
  } else {
    expect(response.json().error.code).toBe(status === 401 ? 'not_authenticated' : 'forbidden');
    await watch?.unchanged();
    expect(await auditCount()).toBe(auditsBefore);
  }
}

describe('team lists', () => {
  it('lists every member for the period, those with nothing saved as unsubmitted without an id', async () => {
    const fresh = await createTeam();
    const timesheet = await memberTimesheet('pending', fresh.members[0]);
    const response = await fresh.as.lead.get(`/api/team/timesheets?start_date=${current.startDate}`);
    expect(response.statusCode).toBe(200);
    const { timesheets: list } = teamTimesheetsResponseSchema.parse(response.json());
    // By last name: Cole Contractor, then Mia Member.
    expect(list.map((row) => row.spudUserId)).toEqual([fresh.members[1]!.id, fresh.members[0]!.id]);
    const saved = list.find((row) => row.id === timesheet.id)!;
    expect(saved).toMatchObject({ status: 'pending', hoursTotal: 8, hoursBillable: 8 });
    expect(saved.utilization).toBeCloseTo(8 / saved.capacity, 6);
    const unsaved = list.find((row) => row.spudUserId === fresh.members[1]!.id)!;
    expect(unsaved).toMatchObject({ id: null, status: 'unsubmitted', hoursTotal: 0 });
  });

  it('views as a related lead with approver_id, and refuses a lead one may not view as', async () => {
    const fresh = await createTeam();
    const asRelated = await fresh.as.relatedLead.get(`/api/team/timesheets?approver_id=${fresh.lead.id}`);
    expect(asRelated.statusCode).toBe(200);
    expect(asRelated.json().timesheets).toHaveLength(2);
    const refused = await fresh.as.otherLead.get(`/api/team/timesheets?approver_id=${fresh.lead.id}`);
    expect(refused.statusCode).toBe(403);
    const byAdmin = await fresh.as.admin.get(`/api/team/timesheets?approver_id=${fresh.lead.id}`);
    expect(byAdmin.json().timesheets).toHaveLength(2);
  });

  it('lists the team’s pending timesheets of every period', async () => {
    const older = await memberTimesheet('pending', undefined, addDays(current.startDate, -20));
    const response = await team.as.lead.get('/api/team/timesheets/pending');
    const list = teamTimesheetsResponseSchema.parse(response.json()).timesheets;
    expect(list.map((row) => row.id)).toContain(older.id);
    expect(list.every((row) => row.status === 'pending')).toBe(true);
    expect((await team.as.otherLead.get('/api/team/timesheets/pending')).json().timesheets).toEqual([]);
  });

  it('lists team members and the leads one may view as', async () => {
    const fresh = await createTeam();
    const members = teamMembersResponseSchema.parse((await fresh.as.lead.get('/api/team_members')).json());
    expect(members.teamMembers.map((member) => member.fullName)).toEqual(['Cole Contractor', 'Mia Member']);
    const related = (await fresh.as.relatedLead.get('/api/related_managers')).json().relatedManagers;
    expect(related).toEqual([{ id: fresh.lead.id, firstName: 'Lena', lastName: 'Lead', name: 'Lena Lead' }]);
    expect((await fresh.as.lead.get('/api/related_managers')).json().relatedManagers).toEqual([]);
  });

  it('leaves a deactivated member out of the team’s lists, their pending timesheet too', async () => {
    const fresh = await createTeam();
    const gone = await createPerson(context, {
      firstName: 'Gus',
      lastName: 'Gone',
      teamLeadId: fresh.lead.id,
      enabled: false,
    });
    await memberTimesheet('pending', gone);
    const stillThere = ['Cole Contractor', 'Mia Member'];
    const members = teamMembersResponseSchema.parse((await fresh.as.lead.get('/api/team_members')).json());
    expect(members.teamMembers.map((member) => member.fullName)).toEqual(stillThere);
    const timesheets = teamTimesheetsResponseSchema.parse(
      (await fresh.as.lead.get(`/api/team/timesheets?start_date=${current.startDate}`)).json(),
    ).timesheets;
    expect(timesheets.map((row) => row.spudUserId)).toEqual([fresh.members[1]!.id, fresh.members[0]!.id]);
    const overview = teamTimeOffOverviewResponseSchema.parse(
      (await fresh.as.lead.get('/api/team/ptos/overview')).json(),
    );
    expect(overview.team.map((member) => member.spudUserId).sort()).toEqual(
      fresh.members.map((member) => member.id).sort(),
    );
    expect((await fresh.as.lead.get(`/api/team/ptos?user_id=${gone.id}`)).statusCode).toBe(403);
    expect((await fresh.as.lead.get('/api/team/timesheets/pending')).json().timesheets).toEqual([]);
  });

  it('computes the lists in statements that do not grow with the team', async () => {
    const lead = await createPerson(context);
    const asLead = await signedIn(context, lead);
    const addMembers = async (count: number) => {
      for (let index = 0; index < count; index += 1) {
        const member = await createPerson(context, { teamLeadId: lead.id });
        await memberTimesheet('pending', member);
        await createTimeOffRequest(context, member, { status: 'approved' });
      }
    };
    const measure = async () => ({
      period: (await context.database.statements.during(() => asLead.get('/api/team/timesheets'))).statements
        .length,
      pending: (await context.database.statements.during(() => asLead.get('/api/team/timesheets/pending')))
        .statements.length,
      overview: (await context.database.statements.during(() => asLead.get('/api/team/ptos/overview')))
        .statements.length,
      requests: (await context.database.statements.during(() => asLead.get('/api/team/ptos'))).statements
        .length,
    });
    await addMembers(2);
    const small = await measure();
    await addMembers(10);
    const large = await measure();
    expect(large).toEqual(small);
    // The session, then the heads of the team's timesheets with their hours summed.
    expect(small).toMatchObject({ period: 2, pending: 2 });
    expect((await asLead.get('/api/team/timesheets')).json().timesheets).toHaveLength(12);
  });

  it('answers an admin without a team an empty list for the period, not a 404', async () => {
    const admin = await createPerson(context, { roles: ['admin', 'employee'] });
    const asAdmin = await signedIn(context, admin);
    for (const query of ['', `?start_date=${current.startDate}`]) {
      const response = await asAdmin.get(`/api/team/timesheets${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        timesheets: [],
        teamUtilization: { capacity: 0, hoursBillable: 0, utilization: 0, utilizationTarget: null },
      });
    }
  });
});

describe('a lead’s actions on a timesheet', () => {
  it('takes the spec’s requests: approve and unapprove without a body, reject with a note in the query', async () => {
    const owner = await createPerson(context, {
      firstName: 'Mia',
      lastName: 'Member',
      teamLeadId: team.lead.id,
    });
    const timesheet = await memberTimesheet('pending', owner);
    const base = `/api/team/timesheets/${timesheet.id}`;
    const rejected = await team.as.lead.patch(
      `${base}/reject?note=${encodeURIComponent('Split the hours by role')}`,
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().timesheet.status).toBe('rejected');

    const member = await signedIn(context, owner);
    const asEmployee = timesheetResponseSchema.parse(
      (await member.get(`/api/timesheet?start_date=${today}`)).json(),
    );
    expect(asEmployee.timesheet.permissions).toMatchObject({ edit: true, submit: true });
    const history = timesheetHistoryResponseSchema.parse(
      (await member.get(`/api/timesheet/${timesheet.id}/history`)).json(),
    ).timesheetStatusRevisions;
    expect(history.at(-1)).toMatchObject({
      status: 'rejected',
      note: 'Split the hours by role',
      spudUser: { name: 'Lena Lead' },
    });

    const onBehalf = await team.as.lead.patch(`${base}/submit`, {
      timesheetRows: asEmployee.timesheet.timesheetRows.map((row) => ({
        resourceId: row.resourceId,
        additionalProjectId: row.additionalProjectId,
        timesheetEntries: row.timesheetEntries,
      })),
    });
    expect(onBehalf.statusCode).toBe(200);
    expect(onBehalf.json().timesheet.status).toBe('pending');

    const approved = await team.as.lead.patch(`${base}/approve`);
    expect(approved.json().timesheet.status).toBe('approved');
    const unapproved = await team.as.lead.patch(`${base}/unapprove`);
    expect(unapproved.json().timesheet.status).toBe('unapproved');
    const approvedAgain = await team.as.lead.patch(`${base}/approve`);
    expect(approvedAgain.json().timesheet.status).toBe('approved');

    const teamHistory = timesheetHistoryResponseSchema.parse(
      (await team.as.lead.get(`${base}/history`)).json(),
    );
    const onBehalfRevision = teamHistory.timesheetStatusRevisions.find(
      (revision) => revision.note === ON_BEHALF_NOTE,
    );
    expect(onBehalfRevision).toMatchObject({ status: 'pending', spudUser: { name: 'Lena Lead' } });
    expect(
      teamHistory.timesheetStatusRevisions.map((revision) => [revision.status, revision.spudUser.name]),
    ).toEqual([
      ['pending', 'Mia Member'],
      ['rejected', 'Lena Lead'],
      ['pending', 'Lena Lead'],
      ['approved', 'Lena Lead'],
      ['unapproved', 'Lena Lead'],
      ['approved', 'Lena Lead'],
    ]);
  });

  it('refuses an action the status does not allow, and a stale version, with 409', async () => {
    const timesheet = await memberTimesheet('approved');
    const base = `/api/team/timesheets/${timesheet.id}`;
    const approveApproved = await team.as.lead.patch(`${base}/approve`);
    expect(approveApproved.statusCode).toBe(409);
    expect(approveApproved.json().error.code).toBe('invalid_state');
    const submitApproved = await team.as.lead.patch(`${base}/submit`, { timesheetRows: [] });
    expect(submitApproved.statusCode).toBe(409);
    const stale = await team.as.lead.patch(`${base}/unapprove`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('stale_version');
    expect((await stateOf(timesheet.id)).status).toBe('approved');
  });

  it('refuses a rejection without a note', async () => {
    const timesheet = await memberTimesheet('pending');
    const response = await team.as.lead.patch(`/api/team/timesheets/${timesheet.id}/reject?note=%20`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', field: 'querystring.note' });
  });

  it('lets exactly one of an approval and the employee taking it back win, fifty times over', async () => {
    const owner = await createPerson(context, { teamLeadId: team.lead.id });
    const asOwner = await signedIn(context, owner);
    const timesheet = await memberTimesheet('pending', owner);
    const rounds = 50;
    for (let round = 0; round < rounds; round += 1) {
      const before = await stateOf(timesheet.id);
      if (before.status !== 'pending') {
        if (before.status === 'approved')
          await team.as.lead.patch(`/api/team/timesheets/${timesheet.id}/unapprove`);
        await asOwner.patch(`/api/timesheet/${timesheet.id}/submit`, {});
      }
      const ready = await stateOf(timesheet.id);
      expect(ready.status).toBe('pending');
      const [approve, rescind] = await Promise.all([
        team.as.lead.patch(`/api/team/timesheets/${timesheet.id}/approve`, { version: ready.version }),
        asOwner.patch(`/api/timesheet/${timesheet.id}/rescind`, { version: ready.version }),
      ]);
      expect([approve.statusCode, rescind.statusCode].sort()).toEqual([200, 409]);
      const after = await stateOf(timesheet.id);
      expect(after.version).toBe(ready.version + 1);
      expect(after.revisions).toBe(ready.revisions + 1);
      expect(after.status).toBe(approve.statusCode === 200 ? 'approved' : 'unsubmitted');
    }
  });

  it('lets exactly one of two leads deciding at once win', async () => {
    const timesheet = await memberTimesheet('pending');
    const ready = await stateOf(timesheet.id);
    const [approve, reject] = await Promise.all([
      team.as.lead.patch(`/api/team/timesheets/${timesheet.id}/approve`),
      team.as.relatedLead.patch(`/api/team/timesheets/${timesheet.id}/reject?note=Wrong%20code`),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    expect((await stateOf(timesheet.id)).revisions).toBe(ready.revisions + 1);
  });
});

describe('team time off', () => {
  /** The first weekday `days` or more days from today, so a one-day request counts its hours. */
  const weekdayIn = (days: number) => {
    let day = addDays(today, days);
    while (isWeekend(day)) day = addDays(day, 1);
    return day;
  };

  it('lists the team’s requests by status, person and dates, refusing people of other teams', async () => {
    const member = team.members[0]!;
    const { request } = await createTimeOffRequest(context, member, { startDate: weekdayIn(40) });
    const response = await team.as.lead.get(`/api/team/ptos?status=pending&user_id=${member.id}`);
    expect(response.statusCode).toBe(200);
    const { ptos } = teamTimeOffResponseSchema.parse(response.json());
    expect(ptos.map((pto) => pto.id)).toContain(request.id);
    expect(
      ptos.every((pto) => pto.mostRecentDetail.status === 'pending' && pto.spudUserId === member.id),
    ).toBe(true);
    expect(ptos.find((pto) => pto.id === request.id)!.permissions).toMatchObject({
      edit: false,
      approve: true,
      reject: true,
    });
    const outsider = await createPerson(context, { teamLeadId: team.as.otherLead.person.id });
    expect((await team.as.lead.get(`/api/team/ptos?user_id=${outsider.id}`)).statusCode).toBe(403);
    expect((await team.as.otherLead.get(`/api/team/ptos?manager_id=${team.lead.id}`)).statusCode).toBe(403);
    const viewedAs = await team.as.relatedLead.get(
      `/api/team/ptos?manager_id=${team.lead.id}&status=pending`,
    );
    expect(viewedAs.json().ptos.map((pto: { id: number }) => pto.id)).toContain(request.id);
  });

  it('gives a member’s balances to the lead answering their request, and to no one outside the team', async () => {
    const member = team.members[0]!;
    const year = Number(today.slice(0, 4)) + 1;
    await createTimeOffBalance(context, member, { year, reason: 'bereavement', accumulatedHours: 24 });
    await createTimeOffRequest(context, member, {
      reason: 'bereavement',
      status: 'approved',
      startDate: `${year}-03-02`,
      endDate: `${year}-03-02`,
      hours: 8,
    });
    const response = await team.as.lead.get(`/api/team/ptos/balances?user_id=${member.id}`);
    expect(response.statusCode).toBe(200);
    const { balances } = teamTimeOffBalancesResponseSchema.parse(response.json());
    expect(balances.find((balance) => balance.type === 'bereavement')).toEqual({
      type: 'bereavement',
      accumulatedAmount: { [year]: 24 },
      ptoRequested: { [year]: 8 },
    });
    const viewedAs = await team.as.relatedLead.get(
      `/api/team/ptos/balances?user_id=${member.id}&manager_id=${team.lead.id}`,
    );
    expect(viewedAs.json()).toEqual(response.json());
    const outsider = await createPerson(context, { teamLeadId: team.as.otherLead.person.id });
    const refused = await team.as.lead.get(`/api/team/ptos/balances?user_id=${outsider.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'forbidden', field: 'user_id' });
    expect((await team.as.lead.get('/api/team/ptos/balances')).statusCode).toBe(400);
  });

  it('gives each member’s year: approved hours, taken to date, two consecutive days and a pending request', async () => {
    const lead = await createPerson(context);
    const year = Number(today.slice(0, 4));
    const both = await createPerson(context, { firstName: 'Bea', lastName: 'Both', teamLeadId: lead.id });
    const partial = await createPerson(context, {
      firstName: 'Pat',
      lastName: 'Partial',
      teamLeadId: lead.id,
    });
    await createTimeOffRequest(context, both, {
      status: 'approved',
      startDate: `${year}-01-05`,
      endDate: `${year}-01-06`,
    });
    await createTimeOffRequest(context, both, {
      status: 'pending',
      startDate: `${year}-12-01`,
      endDate: `${year}-12-01`,
    });
    await createTimeOffRequest(context, partial, {
      status: 'approved',
      timeframeType: 'partial_day',
      startDate: `${year}-03-03`,
      endDate: `${year}-03-03`,
      hours: 4,
    });
    const response = await (await signedIn(context, lead)).get(`/api/team/ptos/overview?year=${year}`);
    const overview = teamTimeOffOverviewResponseSchema.parse(response.json());
    expect(overview.year).toBe(year);
    expect(overview.team).toEqual([
      {
        spudUserId: both.id,
        firstName: 'Bea',
        lastName: 'Both',
        totalApproved: 16,
        takenYtd: 16,
        twoConsecutive: true,
        pendingRequest: true,
      },
      {
        spudUserId: partial.id,
        firstName: 'Pat',
        lastName: 'Partial',
        totalApproved: 4,
        takenYtd: today >= `${year}-03-03` ? 4 : 0,
        twoConsecutive: false,
        pendingRequest: false,
      },
    ]);
  });

  it('answers one request with the spec’s body, and updates the answer later', async () => {
    const { request } = await createTimeOffRequest(context, team.members[0]!, { startDate: weekdayIn(14) });
    const needsComment = await team.as.lead.post(`/api/team/ptos/${request.id}/reject`, {});
    expect(needsComment.statusCode).toBe(400);
    expect(needsComment.json().error.field).toBe('manager_comment');
    const tooLong = await team.as.lead.post(`/api/team/ptos/${request.id}/reject`, {
      manager_comment: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({
      code: 'validation_failed',
      field: 'body.manager_comment',
    });

    const rejected = await team.as.lead.post(`/api/team/ptos/${request.id}/reject`, {
      manager_comment: 'Client go-live that week',
      manager_id: team.lead.id,
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().pto.mostRecentDetail).toMatchObject({
      status: 'rejected',
      managerComment: 'Client go-live that week',
      managerName: 'Lena Lead',
    });
    const seenByEmployee = (await team.as.member.get('/api/ptos'))
      .json()
      .ptos.find((pto: { id: number }) => pto.id === request.id);
    expect(seenByEmployee.mostRecentDetail.managerComment).toBe('Client go-live that week');

    const approved = await team.as.lead.post(`/api/team/ptos/${request.id}/approve`, {
      manager_comment: null,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().pto.mostRecentDetail).toMatchObject({ status: 'approved', managerComment: null });
    const again = await team.as.lead.post(`/api/team/ptos/${request.id}/approve`, {});
    expect(again.statusCode).toBe(409);
  });

  it('changes an earlier answer only until the request starts; a pending one is answered any time', async () => {
    const member = team.members[0]!;
    const past = (
      await createTimeOffRequest(context, member, {
        status: 'approved',
        startDate: '2025-02-03',
        endDate: '2025-02-04',
      })
    ).request;
    const rejectTaken = await team.as.lead.post(`/api/team/ptos/${past.id}/reject`, {
      manager_comment: 'Too late to change',
    });
    expect(rejectTaken.statusCode).toBe(409);
    const pendingPast = (
      await createTimeOffRequest(context, member, { startDate: '2025-03-03', endDate: '2025-03-03' })
    ).request;
    expect((await team.as.lead.post(`/api/team/ptos/${pendingPast.id}/approve`, {})).statusCode).toBe(200);
  });

  it('refuses answers for a lead one may not view as, and a person’s own request', async () => {
    const { request } = await createTimeOffRequest(context, team.members[0]!, {
      startDate: weekdayIn(50),
    });
    const asOther = await team.as.otherLead.post(`/api/team/ptos/${request.id}/approve`, {});
    expect(asOther.statusCode).toBe(403);
    const namingOther = await team.as.lead.post(`/api/team/ptos/${request.id}/approve`, {
      manager_id: team.as.otherLead.person.id,
    });
    expect(namingOther.statusCode).toBe(403);
    const own = await createTimeOffRequest(context, team.lead, { startDate: weekdayIn(55) });
    expect((await team.as.lead.post(`/api/team/ptos/${own.request.id}/approve`, {})).statusCode).toBe(403);
    const [stored] = await context.database.db
      .select({ status: timeOffRequests.status })
      .from(timeOffRequests)
      .where(eq(timeOffRequests.id, request.id));
    expect(stored!.status).toBe('pending');
  });

  it('answers many requests all or nothing', async () => {
    const [first, second] = [team.members[0]!, team.members[1]!];
    const a = (await createTimeOffRequest(context, first, { startDate: weekdayIn(60) })).request;
    const b = (await createTimeOffRequest(context, second, { startDate: weekdayIn(61) })).request;
    const outsider = await createPerson(context, { teamLeadId: team.as.otherLead.person.id });
    const c = (await createTimeOffRequest(context, outsider, { startDate: weekdayIn(62) })).request;
    const statusesOf = async (ids: number[]) =>
      (
        await context.database.db
          .select({ status: timeOffRequests.status })
          .from(timeOffRequests)
          .where(inArray(timeOffRequests.id, ids))
      ).map((row) => row.status);

    const withOutsider = await team.as.lead.post('/api/team/ptos/approve', { pto_ids: [a.id, b.id, c.id] });
    expect(withOutsider.statusCode).toBe(403);
    expect(await statusesOf([a.id, b.id, c.id])).toEqual(['pending', 'pending', 'pending']);

    const stale = await team.as.lead.post('/api/team/ptos/approve', {
      pto_ids: [a.id, b.id],
      versions: [1, 7],
    });
    expect(stale.statusCode).toBe(409);
    expect(await statusesOf([a.id, b.id])).toEqual(['pending', 'pending']);

    const shortComment = await team.as.lead.post('/api/team/ptos/reject', {
      pto_ids: [a.id, b.id],
      manager_comment: 'no',
    });
    expect(shortComment.statusCode).toBe(400);

    const approved = await team.as.lead.post('/api/team/ptos/approve', {
      pto_ids: [a.id, b.id],
      versions: [1, 1],
    });
    expect(approved.statusCode).toBe(200);
    expect(
      approved
        .json()
        .ptos.map((pto: { mostRecentDetail: { status: string } }) => pto.mostRecentDetail.status),
    ).toEqual(['approved', 'approved']);
    const rejected = await team.as.lead.post('/api/team/ptos/reject', {
      pto_ids: [a.id, b.id],
      manager_comment: 'Coverage is too thin',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await statusesOf([a.id, b.id])).toEqual(['rejected', 'rejected']);
  });

  it('never half-answers a bulk approval racing the employee’s delete', async () => {
    for (let round = 0; round < 10; round += 1) {
      const member = team.members[0]!;
      const a = (await createTimeOffRequest(context, member, { startDate: weekdayIn(100 + round * 3) }))
        .request;
      const b = (await createTimeOffRequest(context, member, { startDate: weekdayIn(101 + round * 3) }))
        .request;
      const [approve, remove] = await Promise.all([
        team.as.lead.post('/api/team/ptos/approve', { pto_ids: [a.id, b.id] }),
        team.as.member.delete(`/api/ptos/${a.id}`),
      ]);
      expect(remove.statusCode).toBe(204);
      const left = await context.database.db
        .select({ id: timeOffRequests.id, status: timeOffRequests.status })
        .from(timeOffRequests)
        .where(inArray(timeOffRequests.id, [a.id, b.id]));
      expect(left.map((row) => row.id)).toEqual([b.id]);
      expect(left[0]!.status).toBe(approve.statusCode === 200 ? 'approved' : 'pending');
      expect([200, 404]).toContain(approve.statusCode);
    }
  });

  it('lists only the requests starting between start_date and end_date, both included, soonest first', async () => {
    const lead = await createPerson(context);
    const member = await createPerson(context, { teamLeadId: lead.id });
    const asLead = await signedIn(context, lead);
    const [first, second, third] = [weekdayIn(50), weekdayIn(60), weekdayIn(70)];
    const ids: Record<string, number> = {};
    for (const startDate of [third, first, second]) {
      ids[startDate] = (await createTimeOffRequest(context, member, { startDate })).request.id;
    }
    const listed = async (query: string) => {
      const response = await asLead.get(`/api/team/ptos?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return teamTimeOffResponseSchema.parse(response.json()).ptos.map((pto) => pto.id);
    };
    expect(await listed('')).toEqual([ids[first], ids[second], ids[third]]);
    expect(await listed(`start_date=${second}&end_date=${second}`)).toEqual([ids[second]]);
    expect(await listed(`start_date=${second}`)).toEqual([ids[second], ids[third]]);
    expect(await listed(`end_date=${second}`)).toEqual([ids[first], ids[second]]);
  });

  it('gives this year’s overview without a year, leaving out requests starting in the years around it', async () => {
    const lead = await createPerson(context);
    const member = await createPerson(context, { firstName: 'Yara', lastName: 'Year', teamLeadId: lead.id });
    const year = Number(today.slice(0, 4));
    const inYear = await workingDayFrom(context, `${year}-01-02`);
    for (const startDate of [`${year - 1}-12-28`, inYear, `${year + 1}-01-04`]) {
      await createTimeOffRequest(context, member, {
        status: 'approved',
        timeframeType: 'partial_day',
        startDate,
        endDate: startDate,
        hours: 3,
      });
    }
    const response = await (await signedIn(context, lead)).get('/api/team/ptos/overview');
    expect(response.statusCode, response.body).toBe(200);
    expect(teamTimeOffOverviewResponseSchema.parse(response.json())).toEqual({
      year,
      team: [
        {
          spudUserId: member.id,
          firstName: 'Yara',
          lastName: 'Year',
          totalApproved: 3,
          takenYtd: today >= inYear ? 3 : 0,
          twoConsecutive: false,
          pendingRequest: false,
        },
      ],
    });
  });

  it('counts a company holiday inside an approved request as no working day of it', async () => {
    const year = Number(today.slice(0, 4)) + 2;
    let monday = `${year}-06-01`;
    while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
    const tuesday = addDays(monday, 1);
    await context.database.db.insert(holidays).values({ date: tuesday, name: 'Team overview holiday' });
    const lead = await createPerson(context);
    const withHoliday = await createPerson(context, { lastName: 'A Holiday', teamLeadId: lead.id });
    const without = await createPerson(context, { lastName: 'B Weekdays', teamLeadId: lead.id });
    await createTimeOffRequest(context, withHoliday, {
      status: 'approved',
      startDate: monday,
      endDate: tuesday,
    });
    await createTimeOffRequest(context, without, {
      status: 'approved',
      startDate: addDays(monday, 7),
      endDate: addDays(tuesday, 7),
    });
    // One approved request of two days is enough, whatever the others.
    await createTimeOffRequest(context, without, { status: 'approved', startDate: addDays(monday, 14) });
    const response = await (await signedIn(context, lead)).get(`/api/team/ptos/overview?year=${year}`);
    expect(response.statusCode, response.body).toBe(200);
    const { team: overview } = teamTimeOffOverviewResponseSchema.parse(response.json());
    expect(overview.map((row) => [row.spudUserId, row.twoConsecutive])).toEqual([
      [withHoliday.id, false],
      [without.id, true],
    ]);
  });
});
