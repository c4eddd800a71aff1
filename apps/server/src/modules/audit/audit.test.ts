import { addDays, isWeekend, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { fullName } from '@timekeep/shared/domain/person-names';
import { auditResponseSchema } from '@timekeep/shared/schemas/audit';
import { timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, latestAudit } from '../../../test/audit-log';
import { createEngagement, createPerson, createTimeOffRequest } from '../../../test/factories';
import { employeeActorOf, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { recordAudit } from '../../core/audit';
import { auditLog, holidays, people } from '../../db/schema';
import { listAuditPage } from './list-audit-entries';

let context: TestContext;
let admin: SignedIn;
const today = todayIso();
const period = periodContaining(today);

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
});

/** The first working day (not a weekend, not a holiday) on or after `from`. */
async function firstWorkingDay(from: string) {
  const taken = new Set(
    (await context.database.db.select({ date: holidays.date }).from(holidays)).map((h) => h.date),
  );
  let date = from;
  while (isWeekend(date) || taken.has(date)) date = addDays(date, 1);
  return date;
}

describe('what the workflows record', () => {
  it('records each timesheet save and status change, with the timesheet before and after, in the statement that writes it', async () => {
    const lead = await createPerson(context);
    const person = await createPerson(context, { teamLeadId: lead.id });
    const { resource } = await createEngagement(context, person);
    const as = await signedIn(context, person);
    const day = period.startDate;
    const { timesheet: unsaved } = timesheetResponseSchema.parse((await as.get('/api/timesheet')).json());
    const rows = (hours: number, id?: number) => [
      { id, resourceId: resource.id, timesheetEntries: [{ date: day, hours, note: 'Kick-off' }] },
    ];
    const { statements, result: created } = await context.database.statements.during(() =>
      as.post('/api/timesheet', {
        timesheetPeriodId: unsaved.timesheetPeriodId,
        version: 0,
        timesheetRows: rows(6),
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(statements.filter((statement) => /audit_log/i.test(statement))).toHaveLength(1);
    expect(statements.find((statement) => /audit_log/i.test(statement))).toMatch(/^WITH target AS/);
    const saved = timesheetResponseSchema.parse(created.json()).timesheet;
    const rowId = saved.timesheetRows[0]!.id;

    const updated = await as.put(`/api/timesheet/${saved.id}`, {
      timesheetPeriodId: saved.timesheetPeriodId,
      version: saved.version,
      timesheetRows: rows(7.5, rowId),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const submitted = await as.patch(`/api/timesheet/${saved.id}/submit`, { version: saved.version + 1 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const asLead = await signedIn(context, lead);
    expect(
      (await asLead.patch(`/api/team/timesheets/${saved.id}/reject?note=Wrong%20code`, {})).statusCode,
    ).toBe(200);

    const entries = await auditEntries(admin, { entity_type: 'timesheet', entity_id: saved.id! });
    expect(entries.map((entry) => entry.action)).toEqual([
      'timesheet_rejected',
      'timesheet_submitted',
      'timesheet_saved',
      'timesheet_created',
    ]);
    const entry = (hours: number) => ({ date: day, hours, note: 'Kick-off' });
    const row = (hours: number) => ({
      resourceId: resource.id,
      additionalProjectId: null,
      entries: [entry(hours)],
    });
    expect(entries[3]).toMatchObject({
      actor: { id: person.id },
      before: null,
      after: { status: 'unsubmitted', version: 1, rows: [row(6)] },
    });
    expect(entries[2]).toMatchObject({
      before: { status: 'unsubmitted', version: 1, rows: [row(6)] },
      after: { status: 'unsubmitted', version: 2, rows: [row(7.5)] },
    });
    expect(entries[1]).toMatchObject({
      before: { status: 'unsubmitted', version: 2 },
      after: { status: 'pending', version: 3 },
    });
    expect(entries[0]).toMatchObject({
      actor: { id: lead.id },
      before: { status: 'pending', version: 3 },
      after: { status: 'rejected', version: 4, note: 'Wrong code' },
    });
  });

  it('shows a timesheet save as the cells it changed: date, project, before and after', async () => {
    const person = await createPerson(context);
    const first = await createEngagement(context, person, {
      engagement: { name: 'Audit Portal' },
      role: { name: 'Developer' },
    });
    const second = await createEngagement(context, person, {
      engagement: { name: 'Audit Mobile' },
      role: { name: 'Tester' },
    });
    const as = await signedIn(context, person);
    const [day1, day2] = [period.startDate, addDays(period.startDate, 1)];
    const { timesheet: unsaved } = timesheetResponseSchema.parse((await as.get('/api/timesheet')).json());
    const created = await as.post('/api/timesheet', {
      timesheetPeriodId: unsaved.timesheetPeriodId,
      version: 0,
      timesheetRows: [
        {
          resourceId: first.resource.id,
          timesheetEntries: [
            { date: day1, hours: 6, note: 'Kick-off' },
            { date: day2, hours: 8, note: null },
          ],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const saved = timesheetResponseSchema.parse(created.json()).timesheet;
    // The row moves to the other project for day 2, and day 1 gets more hours.
    const updated = await as.put(`/api/timesheet/${saved.id}`, {
      timesheetPeriodId: saved.timesheetPeriodId,
      version: saved.version,
      timesheetRows: [
        {
          id: saved.timesheetRows[0]!.id,
          resourceId: first.resource.id,
          timesheetEntries: [{ date: day1, hours: 7.5, note: 'Kick-off' }],
        },
        { resourceId: second.resource.id, timesheetEntries: [{ date: day2, hours: 8, note: 'Moved' }] },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(
      (await as.patch(`/api/timesheet/${saved.id}/submit`, { version: saved.version + 1 })).statusCode,
    ).toBe(200);

    const [submit, save, create] = await auditEntries(admin, {
      entity_type: 'timesheet',
      entity_id: saved.id!,
    });
    expect(save!.changedCells).toEqual([
      {
        date: day1,
        project: 'Audit Portal, Developer',
        before: { hours: 6, note: 'Kick-off' },
        after: { hours: 7.5, note: 'Kick-off' },
      },
      { date: day2, project: 'Audit Mobile, Tester', before: null, after: { hours: 8, note: 'Moved' } },
      { date: day2, project: 'Audit Portal, Developer', before: { hours: 8, note: null }, after: null },
    ]);
    expect(create!.changedCells).toEqual([
      { date: day1, project: 'Audit Portal, Developer', before: null, after: { hours: 6, note: 'Kick-off' } },
      { date: day2, project: 'Audit Portal, Developer', before: null, after: { hours: 8, note: null } },
    ]);
    // A status change alone writes no rows: nothing to compare.
    expect(submit!.changedCells).toBeNull();
    // Nor is there for any other record.
    expect((await admin.patch(`/api/admin/people/${person.id}`, { jobTitle: 'Auditor' })).statusCode).toBe(
      200,
    );
    const [personEntry] = await auditEntries(admin, { entity_type: 'person', entity_id: person.id });
    expect(personEntry!.changedCells).toBeNull();
  });

  it('records time-off requests, edits, answers and deletions with the request before and after', async () => {
    const lead = await createPerson(context);
    const person = await createPerson(context, { teamLeadId: lead.id });
    const as = await signedIn(context, person);
    const date = await firstWorkingDay(addDays(today, 40));
    const details = (hours: number) => ({
      reason: 'pto',
      timeframeType: 'partial_day',
      hoursWorkday: 8,
      includeWeekends: false,
      startDate: date,
      endDate: null,
      hours,
      comment: 'Dentist',
    });
    const created = await as.post('/api/ptos', { pto_details: details(2) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().pto.id;
    expect((await as.put(`/api/ptos/${id}`, { pto_details: details(3) })).statusCode).toBe(200);
    const asLead = await signedIn(context, lead);
    expect((await asLead.post(`/api/team/ptos/${id}/approve`, {})).statusCode).toBe(200);
    expect((await as.delete(`/api/ptos/${id}`)).statusCode).toBe(204);

    const entries = await auditEntries(admin, { entity_type: 'time_off_request', entity_id: id });
    expect(entries.map((entry) => entry.action)).toEqual([
      'time_off_deleted',
      'time_off_approved',
      'time_off_updated',
      'time_off_requested',
    ]);
    expect(entries[3]).toMatchObject({
      before: null,
      after: { status: 'pending', hours: 2, startDate: date },
    });
    expect(entries[2]).toMatchObject({ before: { hours: 2 }, after: { hours: 3, version: 2 } });
    expect(entries[1]).toMatchObject({
      actor: { id: lead.id },
      before: { status: 'pending' },
      after: { status: 'approved', version: 3 },
    });
    expect(entries[0]).toMatchObject({ before: { status: 'approved', hours: 3 }, after: null });
  });

  it('records a bulk answer as one entry per request', async () => {
    const lead = await createPerson(context);
    const person = await createPerson(context, { teamLeadId: lead.id });
    const first = await createTimeOffRequest(context, person, {
      startDate: await firstWorkingDay(addDays(today, 60)),
    });
    const second = await createTimeOffRequest(context, person, {
      startDate: await firstWorkingDay(addDays(today, 70)),
    });
    const asLead = await signedIn(context, lead);
    const response = await asLead.post('/api/team/ptos/reject', {
      pto_ids: [first.request.id, second.request.id],
      manager_comment: 'Release week',
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const { request } of [first, second]) {
      expect(await latestAudit(admin, 'time_off_request', request.id)).toMatchObject({
        action: 'time_off_rejected',
        after: { status: 'rejected', managerComment: 'Release week' },
      });
    }
  });
});

describe('GET /api/admin/audit', () => {
  it('pages newest first with a cursor, and filters by actor, entity and dates', async () => {
    const person = await createPerson(context);
    for (const jobTitle of ['One', 'Two', 'Three', 'Four', 'Five']) {
      expect((await admin.patch(`/api/admin/people/${person.id}`, { jobTitle })).statusCode).toBe(200);
    }
    const pages: number[][] = [];
    let cursor: number | null = null;
    do {
      const query: string = `entity_type=person&entity_id=${person.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = auditResponseSchema.parse((await admin.get(`/api/admin/audit?${query}`)).json());
      pages.push(page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    const ids = pages.flat();
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const all = await auditEntries(admin, { entity_type: 'person', entity_id: person.id });
    expect(all.map((entry) => entry.after)).toEqual(
      ['Five', 'Four', 'Three', 'Two', 'One'].map((jobTitle) => expect.objectContaining({ jobTitle })),
    );

    const byActor = await auditEntries(admin, { actor_id: admin.person.id, limit: 200 });
    expect(byActor.every((entry) => entry.actor?.id === admin.person.id)).toBe(true);
    const todays = auditResponseSchema.parse(
      (
        await admin.get(
          `/api/admin/audit?entity_id=${person.id}&entity_type=person&from=${today}&to=${today}`,
        )
      ).json(),
    );
    expect(todays.entries).toHaveLength(5);
    expect(todays.entries.every((entry) => entry.createdAt.startsWith(today))).toBe(true);
    const yesterday = addDays(today, -1);
    const none = auditResponseSchema.parse(
      (await admin.get(`/api/admin/audit?entity_id=${person.id}&entity_type=person&to=${yesterday}`)).json(),
    );
    expect(none).toEqual({ entries: [], nextCursor: null });
  });

  it('ends on the last entry when a page is full, and starts each page right after the one before', async () => {
    const person = await createPerson(context);
    for (const jobTitle of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) {
      expect((await admin.patch(`/api/admin/people/${person.id}`, { jobTitle })).statusCode).toBe(200);
    }
    const all = await auditEntries(admin, { entity_type: 'person', entity_id: person.id });
    expect(all).toHaveLength(6);
    const pageOf = async (cursor?: number) => {
      const query = `entity_type=person&entity_id=${person.id}&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await admin.get(`/api/admin/audit?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return auditResponseSchema.parse(response.json());
    };
    const first = await pageOf();
    expect(first).toEqual({ entries: all.slice(0, 3), nextCursor: all[2]!.id });
    const second = await pageOf(first.nextCursor!);
    expect(second).toEqual({ entries: all.slice(3), nextCursor: null });
  });

  it('names the actor, and shows an entry with no actor and no record as null', async () => {
    const person = await createPerson(context);
    expect((await admin.patch(`/api/admin/people/${person.id}`, { jobTitle: 'Named' })).statusCode).toBe(200);
    expect(await latestAudit(admin, 'person', person.id)).toMatchObject({
      actor: { id: admin.person.id, name: fullName(admin.person) },
      entityId: String(person.id),
    });
    const actor = await createPerson(context, { roles: ['admin', 'employee'] });
    const asActor = await signedIn(context, actor);
    expect((await asActor.patch(`/api/admin/people/${person.id}`, { jobTitle: 'Renamed' })).statusCode).toBe(
      200,
    );
    const byActor = await auditEntries(admin, { actor_id: actor.id });
    expect(byActor.map((entry) => [entry.actor, entry.entityType, entry.entityId, entry.action])).toEqual([
      [{ id: actor.id, name: fullName(actor) }, 'person', String(person.id), 'person_updated'],
    ]);
    const detail = { issuer: 'https://issuer.test', subject: `stranger-${person.id}` };
    await recordAudit(context.database.db, {
      actorId: null,
      action: 'sign_in_refused',
      entityType: 'person',
      detail,
    });
    const [newest] = await auditEntries(admin, { entity_type: 'person', limit: 1 });
    expect(newest).toMatchObject({
      actor: null,
      action: 'sign_in_refused',
      entityType: 'person',
      entityId: null,
      before: null,
      after: null,
      detail,
    });
  });

  it('takes from and to as whole UTC days, both included', async () => {
    const person = await createPerson(context);
    const yesterday = addDays(today, -1);
    const [old] = await context.database.db
      .insert(auditLog)
      .values({
        actorId: admin.person.id,
        action: 'person_updated',
        entityType: 'person',
        entityId: String(person.id),
        createdAt: new Date(`${yesterday}T23:59:59.000Z`),
      })
      .returning({ id: auditLog.id });
    expect((await admin.patch(`/api/admin/people/${person.id}`, { jobTitle: 'Today' })).statusCode).toBe(200);
    const ids = async (dates: string) => {
      const response = await admin.get(`/api/admin/audit?entity_type=person&entity_id=${person.id}&${dates}`);
      expect(response.statusCode, response.body).toBe(200);
      return auditResponseSchema.parse(response.json()).entries.map((entry) => entry.id);
    };
    const [todays] = await ids(`from=${today}`);
    expect(todays).not.toBe(old!.id);
    expect(await ids(`from=${today}`)).toEqual([todays]);
    expect(await ids(`to=${yesterday}`)).toEqual([old!.id]);
    expect(await ids(`from=${yesterday}&to=${yesterday}`)).toEqual([old!.id]);
    expect(await ids(`from=${yesterday}&to=${today}`)).toEqual([todays, old!.id]);
  });

  it('checks the admin role itself, behind the route', async () => {
    const person = await createPerson(context);
    await expect(listAuditPage(context.database.db, employeeActorOf(person), {})).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Only admins may read the audit log.',
    });
  });

  it.each([
    ['limit=0', 'querystring.limit'],
    ['limit=201', 'querystring.limit'],
    ['from=2025-02-30', 'querystring.from'],
    ['from=2025-03-02&to=2025-03-01', 'querystring.to'],
    ['actor_id=abc', 'querystring.actor_id'],
    ['cursor=-1', 'querystring.cursor'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await admin.get(`/api/admin/audit?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', field });
  });
});

describe('the log is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE whoever asks, and the entries stay', async () => {
    const before = await context.database.db.$count(auditLog);
    expect(before).toBeGreaterThan(0);
    for (const statement of [
      sql`UPDATE ${auditLog} SET action = 'forged'`,
      sql`DELETE FROM ${auditLog}`,
      sql`DELETE FROM ${auditLog} WHERE false`,
      sql`TRUNCATE ${auditLog}`,
    ]) {
      await expect(context.database.db.execute(statement)).rejects.toThrow();
    }
    expect(await context.database.db.$count(auditLog)).toBe(before);
    expect(await context.database.db.$count(auditLog, eq(auditLog.action, 'forged'))).toBe(0);
  });

  it('refuses deleting a person who appears in it rather than letting the deletion reach it', async () => {
    const person = await createPerson(context);
    expect((await admin.patch(`/api/admin/people/${person.id}`, { jobTitle: 'Leaving' })).statusCode).toBe(
      200,
    );
    const actor = await createPerson(context, { roles: ['admin', 'employee'] });
    const asActor = await signedIn(context, actor);
    expect((await asActor.patch(`/api/admin/people/${person.id}`, { jobTitle: 'Left' })).statusCode).toBe(
      200,
    );
    const before = await context.database.db.$count(auditLog, eq(auditLog.actorId, actor.id));
    await expect(context.database.db.delete(people).where(eq(people.id, actor.id))).rejects.toThrow();
    expect(await context.database.db.$count(auditLog, eq(auditLog.actorId, actor.id))).toBe(before);
  });
});
