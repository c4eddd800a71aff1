import {
  addDays,
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
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFor, type TestContext } from '../../../test/test-app';
import {
  engagementRoles,
  engagements,
  people,
  resources,
  timesheetRows,
  timesheetStatusRevisions,
} from '../../db/schema';

let context: TestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
const current = periodContaining(todayIso());
const next = nextPeriod(current);
const afterNext = nextPeriod(next);

beforeAll(async () => {
  context = await createTestApp();
  for (const name of ['employee', 'contractor', 'manager', 'manager2', 'admin', 'reports', 'newhire']) {
    cookies[name] = await sessionCookieFor(context, `${name}@example.com`);
    const [person] = await context.database.db
      .select({ id: people.id })
      .from(people)
      .where(eq(people.email, `${name}@example.com`));
    ids[name] = person!.id;
  }
  const [member] = await context.database.db
    .select({ id: people.id })
    .from(people)
    .where(eq(people.teamLeadId, ids.manager2!));
  ids.manager2Member = member!.id;
});
afterAll(async () => {
  await context?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

function call(method: Method, url: string, cookie: string | undefined, payload?: unknown) {
  return context.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function timesheetOf(cookie: string, query = ''): Promise<Timesheet> {
  const response = await call('GET', `/api/timesheet${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return timesheetResponseSchema.parse(response.json()).timesheet;
}

/** The employee's resource id for an engagement project code. */
async function resourceOf(personId: number, projectCode: string): Promise<number> {
  const [row] = await context.database.db
    .select({ id: resources.id })
    .from(resources)
    .innerJoin(engagementRoles, eq(engagementRoles.id, resources.engagementRoleId))
    .innerJoin(engagements, eq(engagements.id, engagementRoles.engagementId))
    .where(and(eq(resources.personId, personId), eq(engagements.projectCode, projectCode)));
  return row!.id;
}

async function additionalProjectOf(cookie: string, name: string): Promise<number> {
  const response = await call('GET', '/api/additional_projects', cookie);
  return response.json().additionalProjects.find((project: { name: string }) => project.name === name).id;
}

function entry(date: string, hours: number, note: string | null = null) {
  return { date, hours, note };
}

describe('GET /api/timesheet', () => {
  it("answers the caller's timesheet for the current period with rows, totals and permissions", async () => {
    const timesheet = await timesheetOf(cookies.employee!);
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
    const timesheet = await timesheetOf(cookies.employee!, `?start_date=${next.startDate}`);
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
    const response = await call('GET', '/api/timesheet?start_date=tomorrow', cookies.employee);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      field: 'querystring.start_date',
    });
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/timesheet', undefined)).statusCode).toBe(401);
  });
});

describe('who may read whose timesheet', () => {
  it("refuses an employee reading a colleague's timesheet", async () => {
    const response = await call('GET', `/api/timesheet?user_id=${ids.contractor}`, cookies.employee);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('lets the team lead read a member read-only, and refuses their writes', async () => {
    const timesheet = await timesheetOf(cookies.manager!, `?user_id=${ids.employee}`);
    expect(timesheet.spudUserId).toBe(ids.employee);
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
    const write = await call('PUT', `/api/timesheet/${timesheet.id}`, cookies.manager, {
      timesheetPeriodId: timesheet.timesheetPeriodId,
      version: timesheet.version,
      timesheetRows: [],
    });
    expect(write.statusCode).toBe(403);
    const submit = await call('PATCH', `/api/timesheet/${timesheet.id}/submit`, cookies.manager, {
      version: timesheet.version,
    });
    expect(submit.statusCode).toBe(403);
  });

  it('lets a manager read the team of a manager they may view as, but not the other way round', async () => {
    await timesheetOf(cookies.manager!, `?user_id=${ids.manager2Member}`);
    const reverse = await call('GET', `/api/timesheet?user_id=${ids.employee}`, cookies.manager2);
    expect(reverse.statusCode).toBe(403);
  });

  it('lets an admin read anyone, read-only', async () => {
    const timesheet = await timesheetOf(cookies.admin!, `?user_id=${ids.employee}`);
    expect(timesheet.permissions.edit).toBe(false);
    const write = await call('PUT', `/api/timesheet/${timesheet.id}`, cookies.admin, {
      timesheetPeriodId: timesheet.timesheetPeriodId,
      version: timesheet.version,
      timesheetRows: [],
    });
    expect(write.statusCode).toBe(403);
  });

  it('answers 404 for an unknown person and refuses writes from someone without the employee role', async () => {
    expect((await call('GET', '/api/timesheet?user_id=999999', cookies.admin)).statusCode).toBe(404);
    const response = await call('POST', '/api/timesheet', cookies.reports, {
      timesheetPeriodId: 1,
      version: 0,
      timesheetRows: [],
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuses the history of someone else's timesheet", async () => {
    const timesheet = await timesheetOf(cookies.manager!, `?user_id=${ids.employee}`);
    const response = await call('GET', `/api/timesheet/${timesheet.id}/history`, cookies.contractor);
    expect(response.statusCode).toBe(403);
  });
});

describe('saving', () => {
  let acme: number;
  let nwnd: number;
  let umbr: number;
  let training: number;
  let periodId: number;

  beforeAll(async () => {
    acme = await resourceOf(ids.employee!, 'ACME-1001');
    nwnd = await resourceOf(ids.employee!, 'NWND-1004');
    umbr = await resourceOf(ids.employee!, 'UMBR-1009');
    training = await additionalProjectOf(cookies.employee!, 'Internal Training');
    periodId = (await timesheetOf(cookies.employee!, `?start_date=${next.startDate}`)).timesheetPeriodId;
  });

  function body(rows: RowInput[], version = 0, timesheetPeriodId = periodId) {
    return { timesheetPeriodId, version, timesheetRows: rows };
  }

  async function expectRefused(rows: RowInput[], field: string, status = 400) {
    const response = await call('POST', '/api/timesheet', cookies.employee, body(rows));
    expect(response.statusCode).toBe(status);
    expect(response.json().error.field).toBe(field);
  }

  it('refuses bad payloads with validation_failed naming the field', async () => {
    const day = next.startDate;
    await expectRefused(
      [{ resourceId: acme, timesheetEntries: [entry(day, 25)] }],
      'body.timesheetRows.0.timesheetEntries.0.hours',
    );
    await expectRefused(
      [{ resourceId: acme, timesheetEntries: [entry(day, 1.234)] }],
      'body.timesheetRows.0.timesheetEntries.0.hours',
    );
    await expectRefused([{ timesheetEntries: [] }], 'body.timesheetRows.0.resourceId');
    await expectRefused(
      [{ resourceId: acme, additionalProjectId: training, timesheetEntries: [] }],
      'body.timesheetRows.0.resourceId',
    );
    await expectRefused(
      [{ resourceId: acme, timesheetEntries: [entry('2020-02-30', 1)] }],
      'body.timesheetRows.0.timesheetEntries.0.date',
    );
  });

  it('refuses what breaks the rules, whatever the client sends', async () => {
    const day = next.startDate;
    await expectRefused(
      [{ resourceId: acme, timesheetEntries: [entry(current.startDate, 8)] }],
      'timesheetRows.0.timesheetEntries.0.date',
    );
    await expectRefused(
      [{ resourceId: acme, timesheetEntries: [entry(day, 8), entry(day, 1)] }],
      'timesheetRows.0.timesheetEntries.1.date',
    );
    const contractorResource = await resourceOf(ids.contractor!, 'GLBX-1005');
    await expectRefused(
      [{ resourceId: contractorResource, timesheetEntries: [] }],
      'timesheetRows.0.resourceId',
    );
    const ended = await resourceOf(ids.employee!, 'STRK-1012');
    await expectRefused([{ resourceId: ended, timesheetEntries: [] }], 'timesheetRows.0.resourceId');
    await expectRefused(
      [
        { resourceId: acme, timesheetEntries: [entry(day, 20)] },
        { additionalProjectId: training, timesheetEntries: [entry(day, 4.5)] },
      ],
      'timesheetRows',
    );
    await expectRefused([{ id: 1, resourceId: acme, timesheetEntries: [] }], 'timesheetRows');
  });

  it('refuses a day outside the row dates inside the period', async () => {
    await context.database.db
      .update(resources)
      .set({ startDate: addDays(next.startDate, 3) })
      .where(eq(resources.id, nwnd));
    await expectRefused(
      [{ resourceId: nwnd, timesheetEntries: [entry(next.startDate, 2)] }],
      'timesheetRows.0.timesheetEntries.0.date',
    );
    await context.database.db
      .update(resources)
      .set({ startDate: addDays(todayIso(), -120) })
      .where(eq(resources.id, nwnd));
  });

  it('saves a first timesheet, then later versions, keeping the order and row ids', async () => {
    const day = next.startDate;
    const created = await call(
      'POST',
      '/api/timesheet',
      cookies.employee,
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
    expect(first.timesheetRows[0]).toMatchObject({ resourceId: acme, projectId: 'ACME-1001' });
    expect(first.timesheetRows[0]!.timesheetEntries).toEqual([
      { id: expect.any(Number), date: day, hours: 6.5, note: 'Sprint planning' },
    ]);
    expect(first.timesheetRows[1]).toMatchObject({
      additionalProjectId: training,
      role: null,
      name: 'Internal Training',
    });
    expect(first.hoursTotal).toBe(7.75);
    expect(first.hoursBillable).toBe(6.5);

    const [acmeRow, trainingRow] = first.timesheetRows;
    const updated = await call(
      'PUT',
      `/api/timesheet/${first.id}`,
      cookies.employee,
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

    const reloaded = await timesheetOf(cookies.employee!, `?start_date=${next.startDate}`);
    expect(reloaded.timesheetRows).toEqual(second.timesheetRows);
    expect(reloaded.timesheetRows.map((row) => row.projectId)).toEqual([null, 'UMBR-1009', 'ACME-1001']);
  });

  it('refuses a stale save with 409 stale_version and a clear message', async () => {
    const saved = await timesheetOf(cookies.employee!, `?start_date=${next.startDate}`);
    const stale = await call(
      'PUT',
      `/api/timesheet/${saved.id}`,
      cookies.employee,
      body([], saved.version - 1),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('stale_version');
    expect(stale.json().error.message).toMatch(/changed elsewhere/);
    const secondFirstSave = await call('POST', '/api/timesheet', cookies.employee, body([]));
    expect(secondFirstSave.statusCode).toBe(409);
    expect(secondFirstSave.json().error.code).toBe('stale_version');
    const wrongPeriod = await call(
      'PUT',
      `/api/timesheet/${saved.id}`,
      cookies.employee,
      body([], saved.version, periodId + 1),
    );
    expect(wrongPeriod.statusCode).toBe(400);
  });

  it('lets exactly one of two concurrent saves of one version win', async () => {
    const saved = await timesheetOf(cookies.employee!, `?start_date=${next.startDate}`);
    const rows = (hours: number): RowInput[] => [
      { resourceId: acme, timesheetEntries: [entry(next.startDate, hours)] },
    ];
    const responses = await Promise.all([
      call('PUT', `/api/timesheet/${saved.id}`, cookies.employee, body(rows(1), saved.version)),
      call('PUT', `/api/timesheet/${saved.id}`, cookies.employee, body(rows(2), saved.version)),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)!.json().timesheet as Timesheet;
    const reloaded = await timesheetOf(cookies.employee!, `?start_date=${next.startDate}`);
    expect(reloaded.version).toBe(saved.version + 1);
    expect(reloaded.timesheetRows).toEqual(winner.timesheetRows);
  });

  it('lets exactly one of two concurrent first saves of a period win', async () => {
    const { timesheetPeriodId } = await timesheetOf(cookies.employee!, `?start_date=${afterNext.startDate}`);
    const rows: RowInput[] = [{ resourceId: acme, timesheetEntries: [entry(afterNext.startDate, 4)] }];
    const responses = await Promise.all([
      call('POST', '/api/timesheet', cookies.employee, body(rows, 0, timesheetPeriodId)),
      call('POST', '/api/timesheet', cookies.employee, body(rows, 0, timesheetPeriodId)),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json().error.code).toBe('stale_version');
    const reloaded = await timesheetOf(cookies.employee!, `?start_date=${afterNext.startDate}`);
    expect(reloaded.version).toBe(1);
    expect(reloaded.timesheetRows).toHaveLength(1);
  });

  it('keeps closed rows read-only, after the editable ones, and counts their hours in the daily limit', async () => {
    const day = nextPeriod(afterNext).startDate;
    const laterPeriodId = (await timesheetOf(cookies.employee!, `?start_date=${day}`)).timesheetPeriodId;
    const created = await call(
      'POST',
      '/api/timesheet',
      cookies.employee,
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

    const reloaded = await timesheetOf(cookies.employee!, `?start_date=${day}`);
    expect(reloaded.timesheetRows.map((row) => [row.id, row.state, row.readOnly])).toEqual([
      [trainingRow!.id, 'open', false],
      [acmeRow!.id, 'closed', true],
    ]);

    const overLimit = await call(
      'PUT',
      `/api/timesheet/${saved.id}`,
      cookies.employee,
      body(
        [{ id: trainingRow!.id, additionalProjectId: training, timesheetEntries: [entry(day, 20)] }],
        1,
        laterPeriodId,
      ),
    );
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json().error.code).toBe('validation_failed');

    const withinLimit = await call(
      'PUT',
      `/api/timesheet/${saved.id}`,
      cookies.employee,
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

  it('refuses a first save without an employment start date', async () => {
    const response = await call('POST', '/api/timesheet', cookies.newhire, body([]));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('rule_violation');
  });
});

describe('submitting and rescinding', () => {
  async function history(timesheetId: number, cookie = cookies.employee!) {
    const response = await call('GET', `/api/timesheet/${timesheetId}/history`, cookie);
    expect(response.statusCode).toBe(200);
    return timesheetHistoryResponseSchema.parse(response.json()).timesheetStatusRevisions;
  }

  it('submits, locks, rescinds and resubmits, writing every transition with actor and time', async () => {
    const draft = await timesheetOf(cookies.employee!);
    const before = await history(draft.id!);

    const stale = await call('PATCH', `/api/timesheet/${draft.id}/submit`, cookies.employee, {
      version: draft.version + 5,
    });
    expect(stale.statusCode).toBe(409);

    const submitted = await call('PATCH', `/api/timesheet/${draft.id}/submit`, cookies.employee, {
      version: draft.version,
    });
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

    const editWhilePending = await call('PUT', `/api/timesheet/${draft.id}`, cookies.employee, {
      timesheetPeriodId: draft.timesheetPeriodId,
      version: pending.version,
      timesheetRows: [],
    });
    expect(editWhilePending.statusCode).toBe(409);
    expect(editWhilePending.json().error.code).toBe('invalid_state');
    const resubmitWhilePending = await call('PATCH', `/api/timesheet/${draft.id}/submit`, cookies.employee, {
      version: pending.version,
    });
    expect(resubmitWhilePending.json().error.code).toBe('invalid_state');

    const managerRescind = await call('PATCH', `/api/timesheet/${draft.id}/rescind`, cookies.manager, {});
    expect(managerRescind.statusCode).toBe(403);

    const rescinded = await call('PATCH', `/api/timesheet/${draft.id}/rescind`, cookies.employee, {});
    expect(rescinded.statusCode).toBe(200);
    expect(rescinded.json().timesheet).toMatchObject({ status: 'unsubmitted', version: pending.version + 1 });
    const rescindAgain = await call('PATCH', `/api/timesheet/${draft.id}/rescind`, cookies.employee, {});
    expect(rescindAgain.statusCode).toBe(409);

    const rows = draft.timesheetRows.map((row) => ({
      id: row.id,
      resourceId: row.resourceId,
      additionalProjectId: row.additionalProjectId,
      timesheetEntries: row.timesheetEntries,
    }));
    const resubmitted = await call('PATCH', `/api/timesheet/${draft.id}/submit`, cookies.employee, {
      version: pending.version + 1,
      timesheetRows: rows,
    });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().timesheet.status).toBe('pending');

    const revisions = await history(draft.id!);
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
      stored.slice(before.length).every((r) => r.actorId === ids.employee && r.createdAt instanceof Date),
    ).toBe(true);

    const managerView = await history(draft.id!, cookies.manager!);
    expect(managerView).toHaveLength(revisions.length);
  });

  it('refuses any change to an approved timesheet', async () => {
    let period = previousPeriod(current);
    let approved: Timesheet | undefined;
    for (let i = 0; i < 6 && !approved; i++, period = previousPeriod(period)) {
      const timesheet = await timesheetOf(cookies.employee!, `?start_date=${period.startDate}`);
      if (timesheet.status === 'approved') approved = timesheet;
    }
    expect(approved?.permissions).toEqual({
      edit: false,
      submit: false,
      rescind: false,
      approve: false,
      reject: false,
      unapprove: false,
      submitOnBehalf: false,
    });
    const response = await call('PUT', `/api/timesheet/${approved!.id}`, cookies.employee, {
      timesheetPeriodId: approved!.timesheetPeriodId,
      version: approved!.version,
      timesheetRows: [],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('invalid_state');
    const history = await call(
      'GET',
      `/api/timesheet/${approved!.id}/history?user_id=${ids.contractor}`,
      cookies.employee,
    );
    expect(history.statusCode).toBe(404);
  });

  it('takes the spec requests without our version: submit { timesheetRows } and rescind with no body', async () => {
    const draft = await timesheetOf(cookies.contractor!);
    const rows = draft.timesheetRows
      .filter((row) => !row.readOnly)
      .map((row) => ({
        id: row.id,
        resourceId: row.resourceId,
        additionalProjectId: row.additionalProjectId,
        timesheetEntries: row.timesheetEntries,
      }));
    const submitted = await call('PATCH', `/api/timesheet/${draft.id}/submit`, cookies.contractor, {
      timesheetRows: rows,
    });
    expect(submitted.json()).toMatchObject({ timesheet: { status: 'pending' } });
    const rescinded = await context.app.inject({
      method: 'PATCH',
      url: `/api/timesheet/${draft.id}/rescind`,
      headers: { cookie: cookies.contractor! },
    });
    expect(rescinded.statusCode).toBe(200);
    expect(rescinded.json().timesheet.status).toBe('unsubmitted');
    const saved = await call('PUT', `/api/timesheet/${draft.id}`, cookies.contractor, {
      timesheetPeriodId: draft.timesheetPeriodId,
      timesheetRows: rows,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('never lets a save land on a timesheet a concurrent submit has just locked', async () => {
    const rounds = 30;
    let submitsWon = 0;
    const start = await timesheetOf(cookies.employee!);
    if (start.status === 'pending') {
      await call('PATCH', `/api/timesheet/${start.id}/rescind`, cookies.employee, { version: start.version });
    }
    for (let round = 0; round < rounds; round += 1) {
      const draft = await timesheetOf(cookies.employee!);
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
        call('PATCH', `/api/timesheet/${draft.id}/submit`, cookies.employee, { version: draft.version }),
        call('PUT', `/api/timesheet/${draft.id}`, cookies.employee, {
          timesheetPeriodId: draft.timesheetPeriodId,
          version: draft.version + 1,
          timesheetRows: edited,
        }),
      ]);
      expect(submit.statusCode).toBe(200);
      submitsWon += 1;
      expect(save.statusCode).toBe(409);
      const after = await timesheetOf(cookies.employee!);
      expect(after.status).toBe('pending');
      expect(after.version).toBe(draft.version + 1);
      expect(after.timesheetRows).toEqual(draft.timesheetRows);
      const rescind = await call('PATCH', `/api/timesheet/${draft.id}/rescind`, cookies.employee, {
        version: after.version,
      });
      expect(rescind.statusCode).toBe(200);
    }
    expect(submitsWon).toBe(rounds);
  });

  it('answers 404 for an unknown timesheet', async () => {
    const response = await call('PATCH', '/api/timesheet/999999/submit', cookies.employee, { version: 1 });
    expect(response.statusCode).toBe(404);
  });
});
