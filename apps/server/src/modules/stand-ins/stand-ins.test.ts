import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import { notificationsResponseSchema } from '@timekeep/shared/schemas/notifications';
import { standInResponseSchema, standInsResponseSchema } from '@timekeep/shared/schemas/stand-ins';
import { relatedManagersResponseSchema, teamTimesheetsResponseSchema } from '@timekeep/shared/schemas/team';
import { timesheetHistoryResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, latestAudit } from '../../../test/audit-log';
import { createPerson, createTimeOffRequest, createTimesheet } from '../../../test/factories';
import { expectRefusal } from '../../../test/refusals';
import { type Person, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { standIns, timesheets } from '../../db/schema';
import { sendStandInDigests } from './send-stand-in-digests';

let context: TestContext;
let admin: SignedIn;
const today = todayIso();

/** A lead with a team of two, and the lead who stands in for them. */
let lead: SignedIn;
let members: Person[];
let deputy: SignedIn;
/** A lead of another team: outside every range here. */
let otherLead: SignedIn;

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
  lead = await signedIn(context, await createPerson(context, { firstName: 'Lena', lastName: 'Lead' }));
  members = [
    await createPerson(context, { firstName: 'Ada', lastName: 'Aaron', teamLeadId: lead.person.id }),
    await createPerson(context, { firstName: 'Bo', lastName: 'Baker', teamLeadId: lead.person.id }),
  ];
  deputy = await signedIn(context, await createPerson(context, { firstName: 'Dana', lastName: 'Deputy' }));
  await createPerson(context, { teamLeadId: deputy.person.id });
  otherLead = await signedIn(context, await createPerson(context, { firstName: 'Otto', lastName: 'Other' }));
  await createPerson(context, { teamLeadId: otherLead.person.id });
});
afterAll(async () => {
  await context?.close();
});
// Each test starts with no range running: a lead has one stand-in at a time.
afterEach(async () => {
  await context.database.db.update(standIns).set({ endedEarlyAt: new Date(), digestSentAt: new Date() });
});

async function name(as: SignedIn, body: Record<string, unknown>) {
  return as.post('/api/stand_ins', { startDate: today, endDate: addDays(today, 6), ...body });
}

/** A range stored directly (past ones cannot be named through the API). */
async function storedRange(leadId: number, standInId: number, startDate: string, endDate: string) {
  const [row] = await context.database.db
    .insert(standIns)
    .values({ leadId, standInId, startDate, endDate, createdBy: leadId })
    .returning();
  return row!;
}

describe('naming a stand-in', () => {
  it('lets a lead name another lead for today on, and the stand-in sees the team as acting for them', async () => {
    const response = await name(lead, { standInId: deputy.person.id });
    expect(response.statusCode, response.body).toBe(201);
    const { standIn } = standInResponseSchema.parse(response.json());
    expect(standIn).toMatchObject({
      lead: { id: lead.person.id, name: 'Lena Lead' },
      standIn: { id: deputy.person.id, name: 'Dana Deputy' },
      state: 'active',
      mayEnd: true,
    });
    expect((await latestAudit(admin, 'stand_in', standIn.id))?.action).toBe('stand_in_named');

    const related = relatedManagersResponseSchema.parse((await deputy.get('/api/related_managers')).json());
    expect(related.actingFor.map((acting) => acting.name)).toEqual(['Lena Lead']);
    const pending = await deputy.get(`/api/team/timesheets/pending?approver_id=${lead.person.id}`);
    expect(pending.statusCode, pending.body).toBe(200);
    const listed = await deputy.get(`/api/team/timesheets?approver_id=${lead.person.id}`);
    expect(teamTimesheetsResponseSchema.parse(listed.json()).timesheets.map((row) => row.spudUserId)).toEqual(
      members.map((member) => member.id),
    );
    const told = notificationsResponseSchema.parse((await deputy.get('/api/notifications')).json());
    expect(told.notifications[0]?.subject).toMatch(/^Lena Lead named you stand-in for Lena Lead/);
  });

  it('refuses a second range over the same days, past days, and more than 92 days', async () => {
    expect((await name(lead, { standInId: otherLead.person.id })).statusCode).toBe(201);
    expectRefusal(
      await name(lead, { standInId: deputy.person.id, startDate: addDays(today, 3) }),
      409,
      'conflict',
    );
    expectRefusal(
      await name(lead, { standInId: deputy.person.id, startDate: addDays(today, -1), endDate: today }),
      400,
      'validation_failed',
    );
    expectRefusal(
      await name(lead, {
        standInId: deputy.person.id,
        startDate: addDays(today, 30),
        endDate: addDays(today, 122),
      }),
      400,
      'validation_failed',
    );
  });

  it('takes another lead only, unless the company lets any employee stand in', async () => {
    expectRefusal(await name(lead, { standInId: members[0]!.id }), 422, 'rule_violation', 'standInId');
    const candidates = async () =>
      (
        (await lead.get('/api/stand_ins/candidates')).json() as { candidates: { id: number }[] }
      ).candidates.map((candidate) => candidate.id);
    expect(await candidates()).not.toContain(members[0]!.id);
    expect(await candidates()).toContain(deputy.person.id);

    expectRefusal(await lead.put('/api/admin/stand_in_settings', { anyEmployee: true }), 403, 'forbidden');
    expect((await admin.put('/api/admin/stand_in_settings', { anyEmployee: true })).statusCode).toBe(200);
    expect(await candidates()).toContain(members[0]!.id);
    expect((await name(lead, { standInId: members[0]!.id })).statusCode).toBe(201);
    expect((await admin.put('/api/admin/stand_in_settings', { anyEmployee: false })).statusCode).toBe(200);
  });

  it("lets an admin name one for any lead, and refuses a lead naming one for another lead's team", async () => {
    expectRefusal(
      await name(otherLead, { leadId: lead.person.id, standInId: deputy.person.id }),
      403,
      'forbidden',
    );
    expectRefusal(
      await name(deputy, { leadId: lead.person.id, standInId: deputy.person.id }),
      403,
      'forbidden',
    );
    const byAdmin = await name(admin, { leadId: lead.person.id, standInId: deputy.person.id });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    const listed = standInsResponseSchema.parse((await lead.get('/api/stand_ins')).json());
    expect(listed.standIns.find((range) => range.state === 'active')?.createdBy?.id).toBe(admin.person.id);
  });
});

describe('acting for a lead', () => {
  it("records the stand-in's approval as 'D for L' in History, the audit log and the employee's message", async () => {
    await storedRange(lead.person.id, deputy.person.id, addDays(today, -2), addDays(today, 2));
    const { timesheet } = await createTimesheet(context, members[0]!, { status: 'pending' });
    const approved = await deputy.patch(`/api/team/timesheets/${timesheet.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);

    const history = timesheetHistoryResponseSchema.parse(
      (await deputy.get(`/api/team/timesheets/${timesheet.id}/history`)).json(),
    );
    expect(history.timesheetStatusRevisions.at(-1)?.spudUser.name).toBe('Dana Deputy for Lena Lead');
    const audit = await latestAudit(admin, 'timesheet', timesheet.id);
    expect(audit).toMatchObject({
      action: 'timesheet_approved',
      actor: { id: deputy.person.id },
      actingFor: { id: lead.person.id, name: 'Lena Lead' },
    });
    const member = await signedIn(context, members[0]!);
    const told = notificationsResponseSchema.parse((await member.get('/api/notifications')).json());
    expect(told.notifications[0]?.subject).toMatch(/^Dana Deputy for Lena Lead approved your timesheet/);
  });

  it('answers time off for the team as acting for the lead', async () => {
    await storedRange(lead.person.id, deputy.person.id, today, today);
    const { request } = await createTimeOffRequest(context, members[1]!);
    const answered = await deputy.post(`/api/team/ptos/${request.id}/approve`, {});
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await latestAudit(admin, 'time_off_request', request.id)).toMatchObject({
      action: 'time_off_approved',
      actingFor: { id: lead.person.id },
    });
    const member = await signedIn(context, members[1]!);
    const told = notificationsResponseSchema.parse((await member.get('/api/notifications')).json());
    expect(told.notifications[0]?.subject).toMatch(/^Dana Deputy for Lena Lead approved your time off/);
  });

  it('never decides their own timesheet, even standing in for their own lead', async () => {
    const member = members[0]!;
    await storedRange(lead.person.id, member.id, today, addDays(today, 1));
    const { timesheet } = await createTimesheet(context, member, {
      status: 'pending',
      date: addDays(today, -20),
    });
    const asMember = await signedIn(context, member);
    expectRefusal(await asMember.patch(`/api/team/timesheets/${timesheet.id}/approve`), 403, 'forbidden');
    const { request } = await createTimeOffRequest(context, member, { startDate: await futureWorkday(45) });
    expectRefusal(await asMember.post(`/api/team/ptos/${request.id}/approve`, {}), 403, 'forbidden');
    // Bo, of the same team, is theirs to decide.
    const { timesheet: theirs } = await createTimesheet(context, members[1]!, {
      status: 'pending',
      date: addDays(today, -20),
    });
    expect((await asMember.patch(`/api/team/timesheets/${theirs.id}/approve`)).statusCode).toBe(200);
  });

  it('is refused (403) once the range is over, on the same routes', async () => {
    await storedRange(lead.person.id, deputy.person.id, addDays(today, -9), addDays(today, -1));
    const { timesheet } = await createTimesheet(context, members[1]!, {
      status: 'pending',
      date: addDays(today, -40),
    });
    expectRefusal(await deputy.patch(`/api/team/timesheets/${timesheet.id}/approve`), 403, 'forbidden');
    expectRefusal(
      await deputy.get(`/api/team/timesheets/pending?approver_id=${lead.person.id}`),
      403,
      'forbidden',
    );
    const related = relatedManagersResponseSchema.parse((await deputy.get('/api/related_managers')).json());
    expect(related.actingFor).toEqual([]);
  });

  it('ends early when the lead says so: the stand-in loses the team at once', async () => {
    const created = standInResponseSchema.parse(
      (await name(lead, { standInId: deputy.person.id, endDate: addDays(today, 3) })).json(),
    ).standIn;
    expect((await deputy.get(`/api/team/timesheets/pending?approver_id=${lead.person.id}`)).statusCode).toBe(
      200,
    );
    expectRefusal(await deputy.delete(`/api/stand_ins/${created.id}`), 403, 'forbidden');
    const ended = await lead.delete(`/api/stand_ins/${created.id}`);
    expect(standInResponseSchema.parse(ended.json()).standIn.state).toBe('ended');
    expectRefusal(
      await deputy.get(`/api/team/timesheets/pending?approver_id=${lead.person.id}`),
      403,
      'forbidden',
    );
    expectRefusal(await lead.delete(`/api/stand_ins/${created.id}`), 409, 'invalid_state');
  });
});

describe('the digest', () => {
  it('tells the lead once what the stand-in decided while the range ran', async () => {
    const range = await storedRange(lead.person.id, deputy.person.id, addDays(today, -1), today);
    const decided = await createTimesheet(context, members[1]!, {
      status: 'pending',
      date: addDays(today, -60),
    });
    const rejected = await deputy.patch(
      `/api/team/timesheets/${decided.timesheet.id}/reject?note=${encodeURIComponent('Missing Friday')}`,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);

    // Not over yet: nothing to tell.
    expect(await sendStandInDigests(context.database.db, new Date().toISOString())).toBe(0);
    const dayAfter = `${addDays(today, 1)}T00:00:01.000Z`;
    expect(await sendStandInDigests(context.database.db, dayAfter)).toBeGreaterThanOrEqual(1);
    expect(await sendStandInDigests(context.database.db, dayAfter)).toBe(0);

    const told = notificationsResponseSchema.parse((await lead.get('/api/notifications')).json());
    const digests = told.notifications.filter((notification) => notification.kind === 'stand_in_digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toMatch(
      /^While you were away \(.*\), Dana Deputy took 1 decision for your team\.$/,
    );
    expect(digests[0]?.body).toMatch(/^Rejected: Bo Baker's timesheet, /);
    expect(
      (await context.database.db.select().from(standIns).where(eq(standIns.id, range.id)))[0]?.digestSentAt,
    ).not.toBeNull();
    const [stored] = await context.database.db
      .select()
      .from(timesheets)
      .where(eq(timesheets.id, decided.timesheet.id));
    expect(stored?.status).toBe('rejected');
    expect((await auditEntries(admin, { actor_id: deputy.person.id, limit: 5 }))[0]?.actingFor?.id).toBe(
      lead.person.id,
    );
  });
});

async function futureWorkday(days: number) {
  let date = addDays(today, days);
  while ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = addDays(date, 1);
  return date;
}
