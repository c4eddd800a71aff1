import {
  addDays,
  datesOfPeriod,
  isWeekend,
  nextPeriod,
  periodContaining,
  previousPeriod,
  todayIso,
} from '@timekeep/shared/domain/periods';
import {
  type RowInput,
  type Timesheet,
  timesheetHistoryResponseSchema,
  timesheetResponseSchema,
} from '@timekeep/shared/schemas/timesheets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestAudit } from '../../../test/audit-log';
import {
  createAdditionalProject,
  createEngagement,
  createPerson,
  createTimesheet,
  type PersonOverrides,
  periodOn,
} from '../../../test/factories';
import { anonymous, type Requests, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { timesheetRows, timesheetStatusRevisions } from '../../db/schema';

let context: TestContext;
const today = todayIso();
const current = periodContaining(today);
const next = nextPeriod(current);
const afterNext = nextPeriod(next);

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context?.close();
});

async function timesheetOf(as: Requests, query = ''): Promise<Timesheet> {
  const response = await as.get(`/api/timesheet${query}`);
  expect(response.statusCode).toBe(200);
  return timesheetResponseSchema.parse(response.json()).timesheet;
}

function entry(date: string, hours: number, note: string | null = null) {
  return { date, hours, note };
}

/** A new employee of a new team lead, signed in, with a client time code open since long ago. */
async function newEmployee(overrides: PersonOverrides = {}) {
  const lead = await createPerson(context);
  const person = await createPerson(context, { teamLeadId: lead.id, ...overrides });
  const timeCode = await createEngagement(context, person);
  return { lead, person, timeCode, as: await signedIn(context, person) };
}

/** A new employee whose timesheet for the current period is started: hours on the time code's row. */
async function newEmployeeWithTimesheet(overrides: PersonOverrides = {}) {
  const employee = await newEmployee(overrides);
  const { timesheet } = await createTimesheet(context, employee.person, {
    rows: [
      {
        resourceId: employee.timeCode.resource.id,
        entries: [entry(current.startDate, 8), entry(addDays(current.startDate, 1), 7.5, 'Sprint planning')],
      },
    ],
  });
  return { ...employee, timesheet };
}

describe('GET /api/timesheet', () => {
  it("answers the caller's timesheet for the current period with rows, totals and permissions", async () => {
    const { as } = await newEmployeeWithTimesheet();
    const timesheet = await timesheetOf(as);
    expect(timesheet.id).not.toBeNull();
    expect(timesheet.timesheetPeriod).toEqual(current);
    expect(timesheet.status).toBe('unsubmitted');
    expect(timesheet.timesheetRows.length).toBeGreaterThan(0);
    expect(timesheet.capacity).toBeGreaterThan(0);
    expect(timesheet.capacity % 8).toBe(0);
    const total = timesheet.timesheetRows
      .flatMap((row) => row.timesheetEntries)
      .reduce((s, e) => s + e.hours, 0);
    expect(timesheet.hoursTotal).toBeCloseTo(total, 2);
    expect(timesheet.utilization).toBeCloseTo(timesheet.hoursBillable / timesheet.capacity, 6);
    expect(timesheet.permissions).toEqual({
      edit: true,
      submit: true,
      rescind: false,
      approve: false,
      reject: false,
      unapprove: false,
      submitOnBehalf: false,
    });
  });

  it('answers an unsaved timesheet for a period with none yet', async () => {
    const { as } = await newEmployee();
    const timesheet = await timesheetOf(as, `?start_date=${next.startDate}`);
    expect(timesheet).toMatchObject({
      id: null,
      status: 'unsubmitted',
      version: 0,
      timesheetRows: [],
      timesheetPeriod: next,
      hoursTotal: 0,
      permissions: { edit: true, submit: false, rescind: false },
    });
  });

  it('refuses a start_date that is not a date', async () => {
    const { as } = await newEmployee();
    const response = await as.get('/api/timesheet?start_date=tomorrow');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      field: 'querystring.start_date',
    });
  });

  it('needs a session', async () => {
    expect((await anonymous(context).get('/api/timesheet')).statusCode).toBe(401);
  });
});

describe('who may read whose timesheet', () => {
  it("refuses an employee reading a colleague's timesheet", async () => {
    const { as } = await newEmployee();
    const colleague = await createPerson(context);
    const response = await as.get(`/api/timesheet?user_id=${colleague.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('lets the team lead read a member read-only, and refuses their writes', async () => {
    const { person, lead } = await newEmployeeWithTimesheet();
    const manager = await signedIn(context, lead);
    const timesheet = await timesheetOf(manager, `?user_id=${person.id}`);
    expect(timesheet.spudUserId).toBe(person.id);
    // The lead may submit it on the member's behalf (through the team routes), never edit it here.
    expect(timesheet.permissions).toEqual({
      edit: false,
      submit: false,
      rescind: false,
      approve: false,
      reject: false,
      unapprove: false,
      submitOnBehalf: true,
    });
    const write = await manager.put(`/api/timesheet/${timesheet.id}`, {
      timesheetPeriodId: timesheet.timesheetPeriodId,
      version: timesheet.version,
      timesheetRows: [],
    });
    expect(write.statusCode).toBe(403);
    const submit = await manager.patch(`/api/timesheet/${timesheet.id}/submit`, {
      version: timesheet.version,
    });
    expect(submit.statusCode).toBe(403);
  });

  it('lets a manager read the team of a manager they may view as, but not the other way round', async () => {
    const otherLead = await createPerson(context);
    const otherMember = await createPerson(context, { teamLeadId: otherLead.id });
    const lead = await createPerson(context, { viewsAsLeadIds: [otherLead.id] });
    const member = await createPerson(context, { teamLeadId: lead.id });
    const [manager, manager2] = [await signedIn(context, lead), await signedIn(context, otherLead)];
    await timesheetOf(manager, `?user_id=${otherMember.id}`);
    const reverse = await manager2.get(`/api/timesheet?user_id=${member.id}`);
    expect(reverse.statusCode).toBe(403);
  });

  it('lets an admin read anyone, read-only', async () => {
    const { person } = await newEmployeeWithTimesheet();
    const admin = await signedIn(context, await createPerson(context, { roles: ['admin', 'employee'] }));
    const timesheet = await timesheetOf(admin, `?user_id=${person.id}`);
    expect(timesheet.permissions.edit).toBe(false);
    const write = await admin.put(`/api/timesheet/${timesheet.id}`, {
      timesheetPeriodId: timesheet.timesheetPeriodId,
      version: timesheet.version,
      timesheetRows: [],
    });
    expect(write.statusCode).toBe(403);
  });

  it('answers 404 for an unknown person and refuses writes from someone without the employee role', async () => {
    const admin = await signedIn(context, await createPerson(context, { roles: ['admin', 'employee'] }));
    const reports = await signedIn(context, await createPerson(context, { roles: ['reports'] }));
    expect((await admin.get('/api/timesheet?user_id=999999')).statusCode).toBe(404);
    const response = await reports.post('/api/timesheet', {
      timesheetPeriodId: 1,
      version: 0,
      timesheetRows: [],
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuses the history of someone else's timesheet", async () => {
    const { lead, timesheet } = await newEmployeeWithTimesheet();
    const teammate = await signedIn(context, await createPerson(context, { teamLeadId: lead.id }));
    const response = await teammate.get(`/api/timesheet/${timesheet.id}/history`);
    expect(response.statusCode).toBe(403);
  });
});

describe('saving', () => {
  let periodId: number;

  beforeAll(async () => {
    periodId = (await periodOn(context, next.startDate)).id;
  });

  /** A new employee with a client time code (`acme`) and an additional project (`training`). */
  async function newEmployeeWithProjects() {
    const employee = await newEmployee();
    const { project } = await createAdditionalProject(context, employee.person);
    return {
      ...employee,
      acme: employee.timeCode.resource.id,
      training: project.id,
      trainingName: project.name,
    };
  }

  function body(rows: RowInput[], version = 0, timesheetPeriodId = periodId) {
    return { timesheetPeriodId, version, timesheetRows: rows };
  }

  async function expectRefused(as: Requests, rows: RowInput[], field: string, status = 400) {
    const response = await as.post('/api/timesheet', body(rows));
    expect(response.statusCode).toBe(status);
    expect(response.json().error.field).toBe(field);
  }

  it('refuses bad payloads with validation_failed naming the field', async () => {
    const { as, acme, training } = await newEmployeeWithProjects();
    const day = next.startDate;
    await expectRefused(
      as,
      [{ resourceId: acme, timesheetEntries: [entry(day, 25)] }],
      'body.timesheetRows.0.timesheetEntries.0.hours',
    );
    await expectRefused(
      as,
      [{ resourceId: acme, timesheetEntries: [entry(day, 1.234)] }],
      'body.timesheetRows.0.timesheetEntries.0.hours',
    );
    await expectRefused(as, [{ timesheetEntries: [] }], 'body.timesheetRows.0.resourceId');
    await expectRefused(
      as,
      [{ resourceId: acme, additionalProjectId: training, timesheetEntries: [] }],
      'body.timesheetRows.0.resourceId',
    );
    await expectRefused(
      as,
      [{ resourceId: acme, timesheetEntries: [entry('2020-02-30', 1)] }],
      'body.timesheetRows.0.timesheetEntries.0.date',
    );
  });

  it('refuses what breaks the rules, whatever the client sends', async () => {
    const { as, person, acme, training } = await newEmployeeWithProjects();
    const day = next.startDate;
    await expectRefused(
      as,
      [{ resourceId: acme, timesheetEntries: [entry(current.startDate, 8)] }],
      'timesheetRows.0.timesheetEntries.0.date',
    );
    await expectRefused(
      as,
      [{ resourceId: acme, timesheetEntries: [entry(day, 8), entry(day, 1)] }],
      'timesheetRows.0.timesheetEntries.1.date',
    );
    const colleagueResource = (await createEngagement(context, await createPerson(context))).resource.id;
    await expectRefused(
      as,
      [{ resourceId: colleagueResource, timesheetEntries: [] }],
      'timesheetRows.0.resourceId',
    );
    const ended = (
      await createEngagement(context, person, {
        resource: { startDate: addDays(today, -380), endDate: addDays(today, -60) },
      })
    ).resource.id;
    await expectRefused(as, [{ resourceId: ended, timesheetEntries: [] }], 'timesheetRows.0.resourceId');
    await expectRefused(
      as,
      [
        { resourceId: acme, timesheetEntries: [entry(day, 20)] },
        { additionalProjectId: training, timesheetEntries: [entry(day, 4.5)] },
      ],
      'timesheetRows',
    );
    await expectRefused(as, [{ id: 1, resourceId: acme, timesheetEntries: [] }], 'timesheetRows');
    // A time code's id and an additional project's are of two kinds: neither is taken for the other.
    await expectRefused(as, [{ resourceId: training, timesheetEntries: [] }], 'timesheetRows.0.resourceId');
    await expectRefused(
      as,
      [{ additionalProjectId: acme, timesheetEntries: [] }],
      'timesheetRows.0.additionalProjectId',
    );
  });

  it('refuses a day outside the row dates inside the period', async () => {
    const { as, person } = await newEmployee();
    const { resource } = await createEngagement(context, person, {
      resource: { startDate: addDays(next.startDate, 3) },
    });
    await expectRefused(
      as,
      [{ resourceId: resource.id, timesheetEntries: [entry(next.startDate, 2)] }],
      'timesheetRows.0.timesheetEntries.0.date',
    );
  });

  it("refuses an entry the day after the period's end, and takes one on its last day", async () => {
    const { as, acme } = await newEmployeeWithProjects();
    const dayAfter = addDays(next.endDate, 1);
    const after = await as.post(
      '/api/timesheet',
      body([{ resourceId: acme, timesheetEntries: [entry(dayAfter, 2)] }]),
    );
    expect(after.statusCode).toBe(400);
    expect(after.json().error).toEqual({
      code: 'validation_failed',
      field: 'timesheetRows.0.timesheetEntries.0.date',
      message: `timesheetRows.0.timesheetEntries.0.date: ${dayAfter} is outside the period.`,
    });
    expect((await timesheetOf(as, `?start_date=${next.startDate}`)).id).toBeNull();

    const lastDay = await as.post(
      '/api/timesheet',
      body([{ resourceId: acme, timesheetEntries: [entry(next.endDate, 2)] }]),
    );
    expect(lastDay.statusCode).toBe(200);
    const saved = timesheetResponseSchema.parse(lastDay.json()).timesheet;
    expect(saved.timesheetRows[0]!.timesheetEntries).toEqual([
      { id: expect.any(Number), date: next.endDate, hours: 2, note: null },
    ]);
  });

  it("refuses a day before the role's start or after its end, on an assignment open beyond both", async () => {
    const { as, person } = await newEmployee();
    const roleStart = addDays(next.startDate, 1);
    const roleEnd = addDays(next.startDate, 3);
    const { resource } = await createEngagement(context, person, {
      role: { startDate: roleStart, endDate: roleEnd },
      resource: { startDate: addDays(next.startDate, -30), endDate: null },
    });
    const row = (...dates: string[]) => [
      { resourceId: resource.id, timesheetEntries: dates.map((date) => entry(date, 1)) },
    ];
    for (const outside of [next.startDate, addDays(roleEnd, 1)]) {
      const response = await as.post('/api/timesheet', body(row(outside)));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'validation_failed',
        field: 'timesheetRows.0.timesheetEntries.0.date',
        message: `timesheetRows.0.timesheetEntries.0.date: ${outside} is outside the project's dates.`,
      });
    }
    const inside = await as.post('/api/timesheet', body(row(roleStart, roleEnd)));
    expect(inside.statusCode).toBe(200);
    expect(
      timesheetResponseSchema
        .parse(inside.json())
        .timesheet.timesheetRows[0]!.timesheetEntries.map((saved) => saved.date),
    ).toEqual([roleStart, roleEnd]);
  });

  it('refuses a first save at any version but 0 with 409 stale_version, storing nothing', async () => {
    const { as, acme } = await newEmployeeWithProjects();
    const rows: RowInput[] = [{ resourceId: acme, timesheetEntries: [entry(next.startDate, 3)] }];
    for (const version of [1, 2]) {
      const response = await as.post('/api/timesheet', body(rows, version));
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('stale_version');
    }
    expect((await timesheetOf(as, `?start_date=${next.startDate}`)).id).toBeNull();
    const first = await as.post('/api/timesheet', body(rows, 0));
    expect(first.statusCode).toBe(200);
    expect(timesheetResponseSchema.parse(first.json()).timesheet.version).toBe(1);
  });

  it("takes the spec's request as it is: first and later saves without our version", async () => {
    const { as, acme } = await newEmployeeWithProjects();
    const created = await as.post('/api/timesheet', {
      timesheetPeriodId: periodId,
      timesheetRows: [{ resourceId: acme, timesheetEntries: [entry(next.startDate, 3)] }],
    });
    expect(created.statusCode).toBe(200);
    const first = timesheetResponseSchema.parse(created.json()).timesheet;
    const updated = await as.put(`/api/timesheet/${first.id}`, {
      timesheetPeriodId: periodId,
      timesheetRows: [
        { id: first.timesheetRows[0]!.id, resourceId: acme, timesheetEntries: [entry(next.startDate, 5)] },
      ],
    });
    expect(updated.statusCode).toBe(200);
    expect(timesheetResponseSchema.parse(updated.json()).timesheet).toMatchObject({
      version: 2,
      hoursTotal: 5,
    });
  });

  it('refuses a period that does not exist, and a later save sent for another period', async () => {
    const { as, acme } = await newEmployeeWithProjects();
    const rows: RowInput[] = [{ resourceId: acme, timesheetEntries: [entry(next.startDate, 3)] }];
    const unknown = await as.post('/api/timesheet', body(rows, 0, 999_999));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      code: 'validation_failed',
      message: 'timesheetPeriodId: No such period.',
      field: 'timesheetPeriodId',
    });
    const first = timesheetResponseSchema.parse(
      (await as.post('/api/timesheet', body(rows))).json(),
    ).timesheet;
    const otherPeriod = (await periodOn(context, current.startDate)).id;
    const moved = await as.put(`/api/timesheet/${first.id}`, body([], 1, otherPeriod));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toEqual({
      code: 'validation_failed',
      message: 'timesheetPeriodId: Not the period of this timesheet.',
      field: 'timesheetPeriodId',
    });
  });

  it('refuses saved row ids on a timesheet not saved yet, storing nothing', async () => {
    const { as, acme } = await newEmployeeWithProjects();
    const refused = await as.post(
      '/api/timesheet',
      body([
        { resourceId: acme, timesheetEntries: [entry(next.startDate, 3)] },
        { id: 5, resourceId: acme, timesheetEntries: [] },
      ]),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'validation_failed',
      message: 'timesheetRows: A new timesheet has no saved rows yet.',
      field: 'timesheetRows',
    });
    expect((await timesheetOf(as, `?start_date=${next.startDate}`)).id).toBeNull();
  });

  it('takes exactly 24 hours on a day across rows and refuses 24.25, naming the day', async () => {
    const { as, acme, training } = await newEmployeeWithProjects();
    const [first, second] = [next.startDate, addDays(next.startDate, 1)];
    const rows = (trainingOnSecond: number): RowInput[] => [
      { resourceId: acme, timesheetEntries: [entry(first, 16), entry(second, 12)] },
      { additionalProjectId: training, timesheetEntries: [entry(first, 8), entry(second, trainingOnSecond)] },
    ];
    const over = await as.post('/api/timesheet', body(rows(12.25)));
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toEqual({
      code: 'validation_failed',
      field: 'timesheetRows',
      message: `timesheetRows: more than 24 hours on ${second}.`,
    });
    const full = await as.post('/api/timesheet', body(rows(12)));
    expect(full.statusCode).toBe(200);
    expect(timesheetResponseSchema.parse(full.json()).timesheet.hoursTotal).toBe(48);
  });

  it('saves a first timesheet, then later versions, keeping the order and row ids', async () => {
    const { as, person, timeCode, acme, training, trainingName } = await newEmployeeWithProjects();
    const starting = await createEngagement(context, person, { resource: { startDate: current.startDate } });
    const umbr = starting.resource.id;
    const day = next.startDate;
    const created = await as.post(
      '/api/timesheet',
      body([
        {
          resourceId: acme,
          timesheetEntries: [entry(day, 6.5, 'Sprint planning'), entry(addDays(day, 1), 0)],
        },
        { additionalProjectId: training, timesheetEntries: [entry(day, 1.25)] },
      ]),
    );
    expect(created.statusCode).toBe(200);
    const first = timesheetResponseSchema.parse(created.json()).timesheet;
    expect(first.version).toBe(1);
    expect(first.timesheetRows.map((row) => row.name)).toHaveLength(2);
    expect(first.timesheetRows[0]).toMatchObject({
      resourceId: acme,
      projectId: timeCode.engagement.projectCode,
      billable: true,
    });
    expect(first.timesheetRows[0]!.timesheetEntries).toEqual([
      { id: expect.any(Number), date: day, hours: 6.5, note: 'Sprint planning' },
    ]);
    expect(first.timesheetRows[1]).toMatchObject({
      additionalProjectId: training,
      role: null,
      name: trainingName,
      billable: false,
    });
    expect(first.hoursTotal).toBe(7.75);
    expect(first.hoursBillable).toBe(6.5);

    const [acmeRow, trainingRow] = first.timesheetRows;
    const updated = await as.put(
      `/api/timesheet/${first.id}`,
      body(
        [
          { id: trainingRow!.id, additionalProjectId: training, timesheetEntries: [entry(day, 2)] },
          { resourceId: umbr, timesheetEntries: [entry(addDays(day, 2), 3, 'Client workshop')] },
          { id: acmeRow!.id, resourceId: acme, timesheetEntries: [entry(day, 6)] },
        ],
        1,
      ),
    );
    expect(updated.statusCode).toBe(200);
    const second = timesheetResponseSchema.parse(updated.json()).timesheet;
    expect(second.version).toBe(2);
    expect(second.timesheetRows.map((row) => row.id)).toEqual([
      trainingRow!.id,
      expect.any(Number),
      acmeRow!.id,
    ]);

    const reloaded = await timesheetOf(as, `?start_date=${next.startDate}`);
    expect(reloaded.timesheetRows).toEqual(second.timesheetRows);
    expect(reloaded.timesheetRows.map((row) => row.projectId)).toEqual([
      null,
      starting.engagement.projectCode,
      timeCode.engagement.projectCode,
    ]);
  });

  it('refuses a stale save with 409 stale_version and a clear message', async () => {
    const { as, person } = await newEmployee();
    await createTimesheet(context, person, { date: next.startDate });
    const saved = await timesheetOf(as, `?start_date=${next.startDate}`);
    const stale = await as.put(`/api/timesheet/${saved.id}`, body([], saved.version - 1));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('stale_version');
    expect(stale.json().error.message).toMatch(/changed elsewhere/);
    const secondFirstSave = await as.post('/api/timesheet', body([]));
    expect(secondFirstSave.statusCode).toBe(409);
    expect(secondFirstSave.json().error.code).toBe('stale_version');
    const wrongPeriod = await as.put(`/api/timesheet/${saved.id}`, body([], saved.version, periodId + 1));
    expect(wrongPeriod.statusCode).toBe(400);
  });

  it('lets exactly one of two concurrent saves of one version win', async () => {
    const { as, person, acme } = await newEmployeeWithProjects();
    await createTimesheet(context, person, { date: next.startDate });
    const saved = await timesheetOf(as, `?start_date=${next.startDate}`);
    const rows = (hours: number): RowInput[] => [
      { resourceId: acme, timesheetEntries: [entry(next.startDate, hours)] },
    ];
    const responses = await Promise.all([
      as.put(`/api/timesheet/${saved.id}`, body(rows(1), saved.version)),
      as.put(`/api/timesheet/${saved.id}`, body(rows(2), saved.version)),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)!.json().timesheet as Timesheet;
    const reloaded = await timesheetOf(as, `?start_date=${next.startDate}`);
    expect(reloaded.version).toBe(saved.version + 1);
    expect(reloaded.timesheetRows).toEqual(winner.timesheetRows);
  });

  it('lets exactly one of two concurrent first saves of a period win', async () => {
    const { as, acme } = await newEmployeeWithProjects();
    const { timesheetPeriodId } = await timesheetOf(as, `?start_date=${afterNext.startDate}`);
    const rows: RowInput[] = [{ resourceId: acme, timesheetEntries: [entry(afterNext.startDate, 4)] }];
    const responses = await Promise.all([
      as.post('/api/timesheet', body(rows, 0, timesheetPeriodId)),
      as.post('/api/timesheet', body(rows, 0, timesheetPeriodId)),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json().error.code).toBe('stale_version');
    const reloaded = await timesheetOf(as, `?start_date=${afterNext.startDate}`);
    expect(reloaded.version).toBe(1);
    expect(reloaded.timesheetRows).toHaveLength(1);
  });

  it('keeps closed rows read-only, after the editable ones, and counts their hours in the daily limit', async () => {
    const { as, acme, training } = await newEmployeeWithProjects();
    const day = nextPeriod(afterNext).startDate;
    const laterPeriodId = (await timesheetOf(as, `?start_date=${day}`)).timesheetPeriodId;
    const created = await as.post(
      '/api/timesheet',
      body(
        [
          { resourceId: acme, timesheetEntries: [entry(day, 8, 'Cutover')] },
          { additionalProjectId: training, timesheetEntries: [entry(day, 2)] },
        ],
        0,
        laterPeriodId,
      ),
    );
    expect(created.statusCode).toBe(200);
    const saved = timesheetResponseSchema.parse(created.json()).timesheet;
    const [acmeRow, trainingRow] = saved.timesheetRows;
    await context.database.db
      .update(timesheetRows)
      .set({ state: 'closed' })
      .where(eq(timesheetRows.id, acmeRow!.id));

    const reloaded = await timesheetOf(as, `?start_date=${day}`);
    expect(reloaded.timesheetRows.map((row) => [row.id, row.state, row.readOnly])).toEqual([
      [trainingRow!.id, 'open', false],
      [acmeRow!.id, 'closed', true],
    ]);

    const overLimit = await as.put(
      `/api/timesheet/${saved.id}`,
      body(
        [{ id: trainingRow!.id, additionalProjectId: training, timesheetEntries: [entry(day, 20)] }],
        1,
        laterPeriodId,
      ),
    );
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json().error.code).toBe('validation_failed');

    const closedRowSent = await as.put(
      `/api/timesheet/${saved.id}`,
      body([{ id: acmeRow!.id, resourceId: acme, timesheetEntries: [entry(day, 1)] }], 1, laterPeriodId),
    );
    expect(closedRowSent.statusCode).toBe(400);
    expect(closedRowSent.json().error).toEqual({
      code: 'validation_failed',
      field: 'timesheetRows.0.id',
      message: `timesheetRows.0.id: ${acmeRow!.id} is not an open row of this timesheet.`,
    });

    const withinLimit = await as.put(
      `/api/timesheet/${saved.id}`,
      body(
        [{ id: trainingRow!.id, additionalProjectId: training, timesheetEntries: [entry(day, 10)] }],
        1,
        laterPeriodId,
      ),
    );
    expect(withinLimit.statusCode).toBe(200);
    const kept = timesheetResponseSchema.parse(withinLimit.json()).timesheet.timesheetRows;
    expect(kept.at(-1)).toMatchObject({ id: acmeRow!.id, readOnly: true });
    expect(kept.at(-1)!.timesheetEntries).toEqual([
      { id: expect.any(Number), date: day, hours: 8, note: 'Cutover' },
    ]);
  });

  it('stores a note of spaces as none, drops an entry of no hours whose note is only spaces, keeps one with a note', async () => {
    const { as, acme } = await newEmployeeWithProjects();
    const [first, second, third] = [0, 1, 2].map((days) => addDays(next.startDate, days));
    const response = await as.post(
      '/api/timesheet',
      body([
        {
          resourceId: acme,
          timesheetEntries: [entry(first!, 2, '   '), entry(second!, 0, ' \t '), entry(third!, 0, 'On call')],
        },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(
      timesheetResponseSchema.parse(response.json()).timesheet.timesheetRows[0]!.timesheetEntries,
    ).toEqual([
      { id: expect.any(Number), date: first, hours: 2, note: null },
      { id: expect.any(Number), date: third, hours: 0, note: 'On call' },
    ]);
  });

  it('refuses a first save without an employment start date', async () => {
    const { as } = await newEmployee({ employmentStartDate: null });
    const response = await as.post('/api/timesheet', body([]));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'rule_violation',
      message:
        'Your employment start date is missing. Please contact HR to have it added before creating a timesheet.',
    });
  });
});

describe('submitting and rescinding', () => {
  async function history(as: Requests, timesheetId: number) {
    const response = await as.get(`/api/timesheet/${timesheetId}/history`);
    expect(response.statusCode).toBe(200);
    return timesheetHistoryResponseSchema.parse(response.json()).timesheetStatusRevisions;
  }

  it('submits, locks, rescinds and resubmits, writing every transition with actor and time', async () => {
    const { as, person, lead } = await newEmployeeWithTimesheet();
    const manager = await signedIn(context, lead);
    const draft = await timesheetOf(as);
    const before = await history(as, draft.id!);

    const stale = await as.patch(`/api/timesheet/${draft.id}/submit`, { version: draft.version + 5 });
    expect(stale.statusCode).toBe(409);

    const submitted = await as.patch(`/api/timesheet/${draft.id}/submit`, { version: draft.version });
    expect(submitted.statusCode).toBe(200);
    const pending = timesheetResponseSchema.parse(submitted.json()).timesheet;
    expect(pending).toMatchObject({ status: 'pending', version: draft.version + 1 });
    expect(pending.permissions).toEqual({
      edit: false,
      submit: false,
      rescind: true,
      approve: false,
      reject: false,
      unapprove: false,
      submitOnBehalf: false,
    });

    const editWhilePending = await as.put(`/api/timesheet/${draft.id}`, {
      timesheetPeriodId: draft.timesheetPeriodId,
      version: pending.version,
      timesheetRows: [],
    });
    expect(editWhilePending.statusCode).toBe(409);
    expect(editWhilePending.json().error.code).toBe('invalid_state');
    const resubmitWhilePending = await as.patch(`/api/timesheet/${draft.id}/submit`, {
      version: pending.version,
    });
    expect(resubmitWhilePending.json().error.code).toBe('invalid_state');

    const managerRescind = await manager.patch(`/api/timesheet/${draft.id}/rescind`, {});
    expect(managerRescind.statusCode).toBe(403);

    const rescinded = await as.patch(`/api/timesheet/${draft.id}/rescind`, {});
    expect(rescinded.statusCode).toBe(200);
    expect(rescinded.json().timesheet).toMatchObject({ status: 'unsubmitted', version: pending.version + 1 });
    const rescindAgain = await as.patch(`/api/timesheet/${draft.id}/rescind`, {});
    expect(rescindAgain.statusCode).toBe(409);

    const rows = draft.timesheetRows.map((row) => ({
      id: row.id,
      resourceId: row.resourceId,
      additionalProjectId: row.additionalProjectId,
      timesheetEntries: row.timesheetEntries,
    }));
    const resubmitted = await as.patch(`/api/timesheet/${draft.id}/submit`, {
      version: pending.version + 1,
      timesheetRows: rows,
    });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().timesheet.status).toBe('pending');

    const revisions = await history(as, draft.id!);
    expect(revisions.slice(before.length).map((r) => [r.status, r.spudUser.name])).toEqual([
      ['pending', draft.employee],
      ['unsubmitted', draft.employee],
      ['pending', draft.employee],
    ]);
    const stored = await context.database.db
      .select()
      .from(timesheetStatusRevisions)
      .where(eq(timesheetStatusRevisions.timesheetId, draft.id!));
    expect(
      stored.slice(before.length).every((r) => r.actorId === person.id && r.createdAt instanceof Date),
    ).toBe(true);

    const managerView = await history(manager, draft.id!);
    expect(managerView).toHaveLength(revisions.length);
  });

  it('refuses any change to an approved timesheet', async () => {
    const { as, person, timeCode } = await newEmployee();
    const period = previousPeriod(current);
    await createTimesheet(context, person, {
      date: period.startDate,
      status: 'approved',
      rows: [{ resourceId: timeCode.resource.id, entries: [entry(period.startDate, 8)] }],
    });
    const colleague = await createPerson(context);
    const approved = await timesheetOf(as, `?start_date=${period.startDate}`);
    expect(approved.permissions).toEqual({
      edit: false,
      submit: false,
      rescind: false,
      approve: false,
      reject: false,
      unapprove: false,
      submitOnBehalf: false,
    });
    const response = await as.put(`/api/timesheet/${approved.id}`, {
      timesheetPeriodId: approved.timesheetPeriodId,
      version: approved.version,
      timesheetRows: [],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('invalid_state');
    const history = await as.get(`/api/timesheet/${approved.id}/history?user_id=${colleague.id}`);
    expect(history.statusCode).toBe(404);
  });

  it('takes the spec requests without our version: submit { timesheetRows } and rescind with no body', async () => {
    const { as } = await newEmployeeWithTimesheet({ contractor: true });
    const draft = await timesheetOf(as);
    const rows = draft.timesheetRows
      .filter((row) => !row.readOnly)
      .map((row) => ({
        id: row.id,
        resourceId: row.resourceId,
        additionalProjectId: row.additionalProjectId,
        timesheetEntries: row.timesheetEntries,
      }));
    const submitted = await as.patch(`/api/timesheet/${draft.id}/submit`, { timesheetRows: rows });
    expect(submitted.json()).toMatchObject({ timesheet: { status: 'pending' } });
    const rescinded = await as.patch(`/api/timesheet/${draft.id}/rescind`);
    expect(rescinded.statusCode).toBe(200);
    expect(rescinded.json().timesheet.status).toBe('unsubmitted');
    const saved = await as.put(`/api/timesheet/${draft.id}`, {
      timesheetPeriodId: draft.timesheetPeriodId,
      timesheetRows: rows,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('never lets a save land on a timesheet a concurrent submit has just locked', async () => {
    const rounds = 30;
    let submitsWon = 0;
    const { as } = await newEmployeeWithTimesheet();
    for (let round = 0; round < rounds; round += 1) {
      const draft = await timesheetOf(as);
      expect(draft.status).toBe('unsubmitted');
      const editable = draft.timesheetRows.filter((row) => !row.readOnly);
      const edited = editable.map((row, index) => ({
        id: row.id,
        resourceId: row.resourceId,
        additionalProjectId: row.additionalProjectId,
        timesheetEntries:
          index === 0 ? [entry(current.startDate, (round % 8) + 0.25, 'raced')] : row.timesheetEntries,
      }));
      // The save is based on the version the submit will produce: it may land only if the timesheet is
      // still editable at that version, which it never is once the submit has won.
      const [submit, save] = await Promise.all([
        as.patch(`/api/timesheet/${draft.id}/submit`, { version: draft.version }),
        as.put(`/api/timesheet/${draft.id}`, {
          timesheetPeriodId: draft.timesheetPeriodId,
          version: draft.version + 1,
          timesheetRows: edited,
        }),
      ]);
      expect(submit.statusCode).toBe(200);
      submitsWon += 1;
      expect(save.statusCode).toBe(409);
      const after = await timesheetOf(as);
      expect(after.status).toBe('pending');
      expect(after.version).toBe(draft.version + 1);
      expect(after.timesheetRows).toEqual(draft.timesheetRows);
      const rescind = await as.patch(`/api/timesheet/${draft.id}/rescind`, { version: after.version });
      expect(rescind.statusCode).toBe(200);
    }
    expect(submitsWon).toBe(rounds);
  });

  it('records taking a submitted timesheet back as timesheet_rescinded, with neither rows nor note', async () => {
    const { as } = await newEmployeeWithTimesheet();
    const admin = await signedIn(context, await createPerson(context, { roles: ['admin', 'employee'] }));
    const draft = await timesheetOf(as);
    const submitted = await as.patch(`/api/timesheet/${draft.id}/submit`, { version: draft.version });
    expect(submitted.statusCode).toBe(200);
    expect((await as.patch(`/api/timesheet/${draft.id}/rescind`, {})).statusCode).toBe(200);
    const entry = await latestAudit(admin, 'timesheet', draft.id!);
    expect(entry).toMatchObject({ action: 'timesheet_rescinded' });
    expect([entry?.before, entry?.after]).toEqual([
      { status: 'pending', version: draft.version + 1 },
      { status: 'unsubmitted', version: draft.version + 2 },
    ]);
  });

  it('answers 404 for an unknown timesheet', async () => {
    const { as } = await newEmployee();
    const response = await as.patch('/api/timesheet/999999/submit', { version: 1 });
    expect(response.statusCode).toBe(404);
  });
});

describe('statements per request on the hot paths', () => {
  /** A full period: seven time codes, every weekday of the period. */
  async function fullPeriod() {
    const employee = await newEmployee();
    const codes = [
      employee.timeCode,
      ...(await Promise.all(Array.from({ length: 6 }, () => createEngagement(context, employee.person)))),
    ];
    const days = datesOfPeriod(next).filter((date) => !isWeekend(date));
    const rows = (hours: number): RowInput[] =>
      codes.map((code) => ({
        resourceId: code.resource.id,
        timesheetEntries: days.map((date) => entry(date, hours, `Work on ${date}`)),
      }));
    return { ...employee, rows, entries: codes.length * days.length };
  }

  it('reads a timesheet in two statements, the session included (its rows come with it)', async () => {
    const { as } = await newEmployeeWithTimesheet();
    const { result, statements } = await context.database.statements.during(() => as.get('/api/timesheet'));
    expect(result.statusCode).toBe(200);
    expect(timesheetResponseSchema.parse(result.json()).timesheet.timesheetRows.length).toBeGreaterThan(0);
    expect(statements.length).toBe(2);
  });

  it('saves a full period in six statements whatever its rows and entries, the session included', async () => {
    const { as, rows, entries } = await fullPeriod();
    expect(entries).toBeGreaterThanOrEqual(70);
    const { timesheetPeriodId } = await timesheetOf(as, `?start_date=${next.startDate}`);
    const first = await context.database.statements.during(() =>
      as.post('/api/timesheet', { timesheetPeriodId, version: 0, timesheetRows: rows(2) }),
    );
    expect(first.result.statusCode).toBe(200);
    expect(first.statements.length).toBeLessThanOrEqual(6);
    const saved = timesheetResponseSchema.parse(first.result.json()).timesheet;
    expect(saved.hoursTotal).toBe(entries * 2);

    const kept = saved.timesheetRows.map((row, index) => ({
      ...rows(3)[index]!,
      id: row.id,
    }));
    const again = await context.database.statements.during(() =>
      as.put(`/api/timesheet/${saved.id}`, {
        timesheetPeriodId,
        version: saved.version,
        timesheetRows: kept.reverse(),
      }),
    );
    expect(again.result.statusCode).toBe(200);
    expect(again.statements.length).toBeLessThanOrEqual(6);
    const resaved = timesheetResponseSchema.parse(again.result.json()).timesheet;
    expect(resaved.hoursTotal).toBe(entries * 3);
    expect(resaved.timesheetRows.map((row) => row.id)).toEqual(kept.map((row) => row.id));
  });
});
