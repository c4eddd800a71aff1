import { addDays, isWeekend, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import {
  type EmailPreferencesResponse,
  emailTopicKinds,
  emailTopicSchema,
  type Notification,
  type NotificationsResponse,
} from '@timekeep/shared/schemas/notifications';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEngagement,
  createPerson,
  createTimeOffBalance,
  createTimeOffRequest,
  createTimesheet,
  oneDayOffBody,
  type PersonOverrides,
} from '../../../test/factories';
import { anonymous, type Person, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { emailOptOuts, holidays, notifications, people } from '../../db/schema';

let context: TestContext;
const today = todayIso();
const thisYear = Number(today.slice(0, 4));
let holidayDates: Set<string>;

beforeAll(async () => {
  context = await createTestApp();
  holidayDates = new Set((await context.database.db.select().from(holidays)).map((holiday) => holiday.date));
});
afterAll(async () => {
  await context?.close();
});

/** A lead with a member (and a lead who may view as the first, and an admin), all signed in. */
async function newTeam(memberOverrides: PersonOverrides = {}) {
  const lead = await createPerson(context, { firstName: 'Lena', lastName: 'Lead' });
  const member = await createPerson(context, {
    firstName: 'Mia',
    lastName: 'Member',
    teamLeadId: lead.id,
    ...memberOverrides,
  });
  const relatedLead = await createPerson(context, {
    firstName: 'Rita',
    lastName: 'Related',
    viewsAsLeadIds: [lead.id],
  });
  // A lead of a team of their own: the manager area is for leads.
  await createPerson(context, { teamLeadId: relatedLead.id });
  for (const year of [thisYear, thisYear + 1]) {
    await createTimeOffBalance(context, member, { year, accumulatedHours: 200 });
  }
  return {
    lead,
    member,
    as: {
      lead: await signedIn(context, lead),
      member: await signedIn(context, member),
      relatedLead: await signedIn(context, relatedLead),
    },
  };
}

/** A timesheet of the member for the current period, in the status asked for, with a day of hours. */
async function timesheetOf(owner: Person, status: TimesheetStatus) {
  const { resource } = await createEngagement(context, owner);
  const period = periodContaining(today);
  const { timesheet } = await createTimesheet(context, owner, {
    status,
    rows: [{ resourceId: resource.id, entries: [{ date: period.startDate, hours: 8 }] }],
  });
  return { ...timesheet, period };
}

async function listOf(as: SignedIn): Promise<NotificationsResponse> {
  const response = await as.get('/api/notifications');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** What a person was told, newest first, without ids and times. */
async function toldTo(as: SignedIn) {
  return (await listOf(as)).notifications.map(({ kind, subject, body, link, actorName }) => ({
    kind,
    subject,
    body,
    link,
    actorName,
  }));
}

async function storedCount() {
  return (await context.database.db.select({ id: notifications.id }).from(notifications)).length;
}

let nextWeekday = addDays(today, 14);
/** A weekday ahead, no holiday, that no other request here takes. */
function freeWeekday(): string {
  while (isWeekend(nextWeekday) || holidayDates.has(nextWeekday)) nextWeekday = addDays(nextWeekday, 1);
  const date = nextWeekday;
  nextWeekday = addDays(nextWeekday, 1);
  return date;
}

describe('timesheet steps', () => {
  it("tells the owner's team lead of a submit, linking to the timesheet in the manager area", async () => {
    const { member, as } = await newTeam();
    const timesheet = await timesheetOf(member, 'unsubmitted');

    const response = await as.member.patch(`/api/timesheet/${timesheet.id}/submit`, {});

    expect(response.statusCode, response.body).toBe(200);
    const period = formatDateRange(timesheet.period.startDate, timesheet.period.endDate);
    expect(await toldTo(as.lead)).toEqual([
      {
        kind: 'timesheet_submitted',
        subject: `Mia Member submitted their timesheet for ${period}.`,
        body: null,
        link: `/team/timesheets/${timesheet.id}`,
        actorName: 'Mia Member',
      },
    ]);
    expect(await listOf(as.member)).toEqual({ notifications: [], unreadCount: 0 });
  });

  it("tells the owner's team lead when the owner takes a submitted timesheet back", async () => {
    const { member, as } = await newTeam();
    const timesheet = await timesheetOf(member, 'pending');

    const response = await as.member.patch(`/api/timesheet/${timesheet.id}/rescind`, {});

    expect(response.statusCode, response.body).toBe(200);
    const period = formatDateRange(timesheet.period.startDate, timesheet.period.endDate);
    expect(await toldTo(as.lead)).toEqual([
      {
        kind: 'timesheet_submission_undone',
        subject: `Mia Member took back their timesheet for ${period}: it no longer waits for your approval.`,
        body: null,
        link: `/team/timesheets/${timesheet.id}`,
        actorName: 'Mia Member',
      },
    ]);
    expect(await listOf(as.member)).toEqual({ notifications: [], unreadCount: 0 });
  });

  it('tells the team lead of a submit on behalf by a lead who may view as them, and nobody of their own', async () => {
    const { member, as } = await newTeam();
    const byRelated = await timesheetOf(member, 'unsubmitted');
    const byLead = await timesheetOf(
      await createPerson(context, { teamLeadId: member.teamLeadId }),
      'rejected',
    );

    expect((await as.relatedLead.patch(`/api/team/timesheets/${byRelated.id}/submit`, {})).statusCode).toBe(
      200,
    );
    expect((await as.lead.patch(`/api/team/timesheets/${byLead.id}/submit`, {})).statusCode).toBe(200);

    const period = formatDateRange(byRelated.period.startDate, byRelated.period.endDate);
    expect(await toldTo(as.lead)).toEqual([
      {
        kind: 'timesheet_submitted_on_behalf',
        subject: `Rita Related submitted Mia Member's timesheet for ${period} on their behalf.`,
        body: null,
        link: `/team/timesheets/${byRelated.id}`,
        actorName: 'Rita Related',
      },
    ]);
    expect((await listOf(as.relatedLead)).notifications).toEqual([]);
  });

  it("tells the owner of an approval, a rejection with the lead's note and an unapproval, linking to their timesheet", async () => {
    const { member, as } = await newTeam();
    const pending = await timesheetOf(member, 'pending');
    const link = `/timesheets?start_date=${pending.period.startDate}`;
    const period = formatDateRange(pending.period.startDate, pending.period.endDate);

    const base = `/api/team/timesheets/${pending.id}`;
    expect(
      (await as.lead.patch(`${base}/reject?note=${encodeURIComponent('Add the workshop')}`)).statusCode,
    ).toBe(200);
    expect((await as.member.patch(`/api/timesheet/${pending.id}/submit`, {})).statusCode).toBe(200);
    expect((await as.lead.patch(`${base}/approve`)).statusCode).toBe(200);
    expect(
      (await as.lead.patch(`${base}/unapprove?note=${encodeURIComponent('Wrong client')}`)).statusCode,
    ).toBe(200);

    expect(await toldTo(as.member)).toEqual([
      {
        kind: 'timesheet_unapproved',
        subject: `Lena Lead unapproved your timesheet for ${period}: it is open for changes again.`,
        body: 'Wrong client',
        link,
        actorName: 'Lena Lead',
      },
      {
        kind: 'timesheet_approved',
        subject: `Lena Lead approved your timesheet for ${period}.`,
        body: null,
        link,
        actorName: 'Lena Lead',
      },
      {
        kind: 'timesheet_rejected',
        subject: `Lena Lead rejected your timesheet for ${period}.`,
        body: 'Add the workshop',
        link,
        actorName: 'Lena Lead',
      },
    ]);
    expect((await toldTo(as.lead)).map((told) => told.kind)).toEqual(['timesheet_submitted']);
  });

  it('tells nobody deactivated: a submit to a deactivated lead writes no message', async () => {
    const { lead, member, as } = await newTeam();
    await context.database.db.update(people).set({ enabled: false }).where(eq(people.id, lead.id));
    const before = await storedCount();

    const timesheet = await timesheetOf(member, 'unsubmitted');
    expect((await as.member.patch(`/api/timesheet/${timesheet.id}/submit`, {})).statusCode).toBe(200);

    expect(await storedCount()).toBe(before);
  });

  it('writes no message when the change is refused (a stale version, a status that no longer allows it)', async () => {
    const { member, as } = await newTeam();
    const pending = await timesheetOf(member, 'pending');
    const before = await storedCount();

    const stale = await as.lead.patch(`/api/team/timesheets/${pending.id}/approve`, { version: 1 });
    const wrongStatus = await as.lead.patch(`/api/team/timesheets/${pending.id}/unapprove`);
    const otherLead = await createPerson(context, { firstName: 'Otto', lastName: 'Other' });
    await createPerson(context, { teamLeadId: otherLead.id });
    const outsider = await signedIn(context, otherLead);
    const notTheirs = await outsider.patch(`/api/team/timesheets/${pending.id}/approve`);

    expect([stale.statusCode, wrongStatus.statusCode, notTheirs.statusCode]).toEqual([409, 409, 403]);
    expect(await storedCount()).toBe(before);
  });

  it('writes the message in the statement of the change: a submit sends no statement more', async () => {
    const { member, as } = await newTeam();
    const timesheet = await timesheetOf(member, 'unsubmitted');

    const { statements } = await context.database.statements.during(() =>
      as.member.patch(`/api/timesheet/${timesheet.id}/submit`, {}),
    );

    const writes = statements.filter((statement) => /insert into "notifications"/i.test(statement));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^WITH target AS/);
  });
});

describe('time-off steps', () => {
  it("tells the requester's team lead of a new request and of a change, linking to the person's requests of the year", async () => {
    const { member, as } = await newTeam();
    const first = freeWeekday();
    const moved = freeWeekday();

    const created = await as.member.post('/api/ptos', oneDayOffBody(first, 'Family visit'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().pto as { id: number };
    const updated = await as.member.put(`/api/ptos/${id}`, oneDayOffBody(moved, 'Moved a day later'));
    expect(updated.statusCode, updated.body).toBe(200);

    expect(await toldTo(as.lead)).toEqual([
      {
        kind: 'time_off_updated',
        subject: `Mia Member changed a time-off request: PTO, ${formatDateRange(moved, moved)} (8 h).`,
        body: 'Moved a day later',
        link: `/team/pto/${member.id}/${moved.slice(0, 4)}`,
        actorName: 'Mia Member',
      },
      {
        kind: 'time_off_requested',
        subject: `Mia Member requested time off: PTO, ${formatDateRange(first, first)} (8 h).`,
        body: 'Family visit',
        link: `/team/pto/${member.id}/${first.slice(0, 4)}`,
        actorName: 'Mia Member',
      },
    ]);
    expect((await listOf(as.member)).notifications).toEqual([]);
  });

  it("tells the requester's team lead of a request withdrawn, and nobody of a delete that is refused", async () => {
    const { member, as } = await newTeam();
    const day = freeWeekday();
    const created = await as.member.post('/api/ptos', oneDayOffBody(day, 'Family visit'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().pto as { id: number };
    const before = await storedCount();
    expect((await as.lead.delete(`/api/ptos/${id}`)).statusCode).toBe(403);
    expect(await storedCount()).toBe(before);

    expect((await as.member.delete(`/api/ptos/${id}`)).statusCode).toBe(204);

    expect((await toldTo(as.lead))[0]).toEqual({
      kind: 'time_off_withdrawn',
      subject: `Mia Member withdrew a time-off request: PTO, ${formatDateRange(day, day)} (8 h).`,
      body: null,
      link: `/team/pto/${member.id}/${day.slice(0, 4)}`,
      actorName: 'Mia Member',
    });
    expect((await listOf(as.member)).notifications).toEqual([]);
  });

  it('tells the requester of an answer with the comment, linking to their time off', async () => {
    const { member, as } = await newTeam();
    const date = freeWeekday();
    const { request } = await createTimeOffRequest(context, member, { startDate: date, endDate: date });

    const response = await as.lead.post(`/api/team/ptos/${request.id}/reject`, {
      manager_comment: 'Release week',
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await toldTo(as.member)).toEqual([
      {
        kind: 'time_off_rejected',
        subject: `Lena Lead rejected your time off: PTO, ${formatDateRange(date, date)} (8 h).`,
        body: 'Release week',
        link: '/pto',
        actorName: 'Lena Lead',
      },
    ]);
  });

  it('gives one message per person for a bulk answer, in ONE insert', async () => {
    const { lead, member, as } = await newTeam();
    const other = await createPerson(context, { firstName: 'Ola', lastName: 'Other', teamLeadId: lead.id });
    const dates = [freeWeekday(), freeWeekday(), freeWeekday(), freeWeekday(), freeWeekday()];
    const theirs: { id: number }[] = [];
    for (const date of dates.slice(0, 4)) {
      theirs.push((await createTimeOffRequest(context, member, { startDate: date, endDate: date })).request);
    }
    const others = (await createTimeOffRequest(context, other, { startDate: dates[4], endDate: dates[4] }))
      .request;

    const { result: response, statements } = await context.database.statements.during(() =>
      as.lead.post('/api/team/ptos/approve', {
        pto_ids: [...theirs.map((request) => request.id), others.id],
        manager_comment: 'Enjoy',
      }),
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(statements.filter((statement) => /insert into "notifications"/i.test(statement))).toHaveLength(1);
    const day = (date: string) => `PTO, ${formatDateRange(date, date)} (8 h)`;
    expect(await toldTo(as.member)).toEqual([
      {
        kind: 'time_off_approved',
        subject: `Lena Lead approved 4 of your time-off requests: ${day(dates[0]!)}; ${day(dates[1]!)}; ${day(dates[2]!)} and 1 more.`,
        body: 'Enjoy',
        link: '/pto',
        actorName: 'Lena Lead',
      },
    ]);
    expect(await toldTo(await signedIn(context, other))).toEqual([
      {
        kind: 'time_off_approved',
        subject: `Lena Lead approved your time off: ${day(dates[4]!)}.`,
        body: 'Enjoy',
        link: '/pto',
        actorName: 'Lena Lead',
      },
    ]);
  });

  it('names all three requests of an answer to three, with no "and 0 more"', async () => {
    const { member, as } = await newTeam();
    const dates = [freeWeekday(), freeWeekday(), freeWeekday()];
    const ids: number[] = [];
    for (const date of dates) {
      ids.push((await createTimeOffRequest(context, member, { startDate: date, endDate: date })).request.id);
    }

    const response = await as.lead.post('/api/team/ptos/approve', { pto_ids: ids });

    expect(response.statusCode, response.body).toBe(200);
    const day = (date: string) => `PTO, ${formatDateRange(date, date)} (8 h)`;
    expect((await toldTo(as.member)).map((told) => told.subject)).toEqual([
      `Lena Lead approved 3 of your time-off requests: ${day(dates[0]!)}; ${day(dates[1]!)}; ${day(dates[2]!)}.`,
    ]);
  });

  it('stores what each message is about: the requests answered, the request made, the timesheet and its period', async () => {
    const { member, as } = await newTeam();
    const dates = [freeWeekday(), freeWeekday()];
    const ids: number[] = [];
    for (const date of dates) {
      ids.push((await createTimeOffRequest(context, member, { startDate: date, endDate: date })).request.id);
    }
    expect((await as.lead.post('/api/team/ptos/approve', { pto_ids: ids })).statusCode).toBe(200);
    const created = await as.member.post('/api/ptos', oneDayOffBody(freeWeekday(), 'Family visit'));
    expect(created.statusCode, created.body).toBe(201);
    const timesheet = await timesheetOf(member, 'unsubmitted');
    expect((await as.member.patch(`/api/timesheet/${timesheet.id}/submit`, {})).statusCode).toBe(200);

    const stored = await context.database.db
      .select({ kind: notifications.kind, detail: notifications.detail })
      .from(notifications)
      .where(inArray(notifications.recipientId, [member.id, member.teamLeadId!]))
      .orderBy(notifications.id);
    expect(stored).toEqual([
      { kind: 'time_off_approved', detail: { requestIds: ids } },
      { kind: 'time_off_requested', detail: { requestIds: [created.json().pto.id] } },
      {
        kind: 'timesheet_submitted',
        detail: { timesheetId: timesheet.id, periodStartDate: timesheet.period.startDate },
      },
    ]);
  });

  it('writes no message when an answer is refused, all or nothing', async () => {
    const { member, as } = await newTeam();
    const outsider = await createPerson(context, { teamLeadId: (await createPerson(context)).id });
    const mine = (await createTimeOffRequest(context, member, { startDate: freeWeekday() })).request;
    const notMine = (await createTimeOffRequest(context, outsider, { startDate: freeWeekday() })).request;
    const before = await storedCount();

    const response = await as.lead.post('/api/team/ptos/approve', { pto_ids: [mine.id, notMine.id] });

    expect(response.statusCode).toBe(403);
    expect(await storedCount()).toBe(before);
  });
});

describe('reading and marking', () => {
  it('lists the newest first with the unread count, and marks one read, then all', async () => {
    const { as } = await newTeam();
    const lead = as.lead;
    const member = as.member;
    const timesheets = [];
    for (const date of [addDays(today, -40), addDays(today, -60), addDays(today, -80)]) {
      timesheets.push((await createTimesheet(context, member.person, { date, status: 'pending' })).timesheet);
    }
    for (const timesheet of timesheets) await lead.patch(`/api/team/timesheets/${timesheet.id}/approve`);

    const listed = await listOf(member);
    expect(listed.unreadCount).toBe(3);
    expect(listed.notifications.map((notification) => notification.readAt)).toEqual([null, null, null]);
    const [newest, , oldest] = listed.notifications as [Notification, Notification, Notification];
    expect(newest.id).toBeGreaterThan(oldest.id);

    const marked = await member.post(`/api/notifications/${oldest.id}/read`);
    expect([marked.statusCode, marked.json()]).toEqual([200, { unreadCount: 2 }]);
    const afterOne = await listOf(member);
    expect(afterOne.unreadCount).toBe(2);
    const readAt = afterOne.notifications.find((notification) => notification.id === oldest.id)?.readAt;
    expect(readAt).toEqual(expect.any(String));
    // Reading it again keeps the first time.
    expect((await member.post(`/api/notifications/${oldest.id}/read`)).json()).toEqual({ unreadCount: 2 });
    expect((await listOf(member)).notifications.at(-1)?.readAt).toBe(readAt);

    const allRead = await member.post('/api/notifications/read_all');
    expect([allRead.statusCode, allRead.json()]).toEqual([200, { unreadCount: 0 }]);
    const afterAll = await listOf(member);
    expect(afterAll.unreadCount).toBe(0);
    expect(afterAll.notifications.every((notification) => notification.readAt !== null)).toBe(true);
  });

  it("never shows or marks someone else's message: 404 as for a missing one, and read_all marks only the caller's", async () => {
    const { member, as } = await newTeam();
    const timesheet = await timesheetOf(member, 'unsubmitted');
    await as.member.patch(`/api/timesheet/${timesheet.id}/submit`, {});
    const [leadsMessage] = (await listOf(as.lead)).notifications;
    const admin = await signedIn(context, await createPerson(context, { roles: ['admin', 'employee'] }));

    const byMember = await as.member.post(`/api/notifications/${leadsMessage!.id}/read`);
    const byAdmin = await admin.post(`/api/notifications/${leadsMessage!.id}/read`);
    const missing = await as.lead.post('/api/notifications/2147483647/read');
    const anonymousCall = await anonymous(context).post(`/api/notifications/${leadsMessage!.id}/read`);
    expect([byMember.statusCode, byAdmin.statusCode, missing.statusCode, anonymousCall.statusCode]).toEqual([
      404, 404, 404, 401,
    ]);
    expect(byMember.json().error).toMatchObject({ code: 'not_found', message: 'Notification not found.' });
    await as.member.post('/api/notifications/read_all');
    await admin.post('/api/notifications/read_all');

    expect(await listOf(as.lead)).toMatchObject({ unreadCount: 1, notifications: [{ readAt: null }] });
    expect((await listOf(as.member)).notifications).toEqual([]);
    expect((await listOf(admin)).notifications).toEqual([]);
  });

  it('lists at most the 50 newest, while counting every unread one', async () => {
    const { lead, member, as } = await newTeam();
    await context.database.db.insert(notifications).values(
      Array.from({ length: 55 }, (_, index) => ({
        recipientId: member.id,
        actorId: lead.id,
        kind: 'timesheet_approved' as const,
        subject: `Message ${index}`,
        link: '/timesheets',
      })),
    );

    const listed = await listOf(as.member);

    expect(listed.unreadCount).toBe(55);
    expect(listed.notifications).toHaveLength(50);
    expect(listed.notifications[0]?.subject).toBe('Message 54');
    const stored = await context.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.recipientId, [member.id]));
    expect(stored).toHaveLength(55);
  });
});

describe('email preferences', () => {
  const url = '/api/notifications/email_preferences';
  const allOn = emailTopicSchema.options.map((topic) => ({ topic, email: true }));

  /** An admin who leads one and manages an engagement: offered every topic. */
  async function offeredEveryTopic() {
    const person = await createPerson(context, { roles: ['admin', 'employee'] });
    await createPerson(context, { teamLeadId: person.id });
    await createEngagement(context, person, { engagement: { engagementManagerId: person.id } });
    return person;
  }
  const topicsOf = async (as: SignedIn) =>
    ((await as.get(url)).json() as EmailPreferencesResponse).topics.map((preference) => preference.topic);

  it('offers the team topics to leads, and budget alerts to admins and engagement managers', async () => {
    const lead = await createPerson(context);
    await createPerson(context, { teamLeadId: lead.id });
    const manager = await createPerson(context);
    await createEngagement(context, await createPerson(context), {
      engagement: { engagementManagerId: manager.id },
    });
    const admin = await createPerson(context, { roles: ['admin', 'employee'] });
    const own = ['my_timesheet', 'my_time_off', 'timesheet_reminders'];

    // Report exports (issue 42) are offered to everyone: anyone with a role may ask for one.
    expect(await topicsOf(await signedIn(context, await createPerson(context)))).toEqual([
      ...own,
      'report_exports',
    ]);
    expect(await topicsOf(await signedIn(context, lead))).toEqual([
      'team_timesheets',
      'my_timesheet',
      'team_time_off',
      'my_time_off',
      'timesheet_reminders',
      'approvals_digest',
      'report_exports',
    ]);
    expect(await topicsOf(await signedIn(context, manager))).toEqual([
      ...own,
      'budget_alerts',
      'report_exports',
    ]);
    expect(await topicsOf(await signedIn(context, admin))).toEqual([
      ...own,
      'budget_alerts',
      'integration_alerts',
      'report_exports',
    ]);
  });

  it('emails every topic until the person turns one off, in the order of the topics', async () => {
    const as = await signedIn(context, await offeredEveryTopic());

    const response = await as.get(url);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ topics: allOn });
  });

  it('changes only the topics sent, keeps them, and turns one back on', async () => {
    const person = await offeredEveryTopic();
    const as = await signedIn(context, person);
    const expected = (off: string[]) => ({
      topics: allOn.map(({ topic }) => ({ topic, email: !off.includes(topic) })),
    });

    const turnedOff = await as.put(url, { topics: { my_timesheet: false, approvals_digest: false } });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    expect(turnedOff.json()).toEqual(expected(['my_timesheet', 'approvals_digest']));
    // Off again is no error, and a topic sent as on that was on stays on.
    const again = await as.put(url, { topics: { my_timesheet: false, team_time_off: true } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(expected(['my_timesheet', 'approvals_digest']));
    expect((await as.get(url)).json()).toEqual(expected(['my_timesheet', 'approvals_digest']));
    const stored = await context.database.db
      .select({ kind: emailOptOuts.kind })
      .from(emailOptOuts)
      .where(eq(emailOptOuts.personId, person.id));
    expect(stored.map((row) => row.kind).sort()).toEqual(
      [...emailTopicKinds.my_timesheet, ...emailTopicKinds.approvals_digest].sort(),
    );

    const turnedOn = await as.put(url, { topics: { my_timesheet: true } });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(turnedOn.json()).toEqual(expected(['approvals_digest']));
    expect((await as.put(url, { topics: {} })).json()).toEqual(expected(['approvals_digest']));
  });

  it('shows a topic off while any one of its kinds is (as a choice made before a kind joined it), and turns it all on', async () => {
    const person = await offeredEveryTopic();
    const as = await signedIn(context, person);
    await context.database.db
      .insert(emailOptOuts)
      .values({ personId: person.id, kind: 'timesheet_rejected' });

    const off = (await as.get(url)).json() as EmailPreferencesResponse;
    expect(
      off.topics.filter((preference) => !preference.email).map((preference) => preference.topic),
    ).toEqual(['my_timesheet']);

    const turnedOn = await as.put(url, { topics: { my_timesheet: true } });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(turnedOn.json()).toEqual({ topics: allOn });
  });

  it('sends no delete when topics are only turned off, and no insert when they are only turned on', async () => {
    const as = await signedIn(context, await offeredEveryTopic());
    const optOutWrites = async (topics: Record<string, boolean>) => {
      const { result, statements } = await context.database.statements.during(() => as.put(url, { topics }));
      expect(result.statusCode, result.body).toBe(200);
      return statements
        .filter((statement) => /"email_opt_outs"/.test(statement))
        .map((statement) => statement.split(' ')[0]?.toLowerCase());
    };

    expect(await optOutWrites({ my_time_off: false })).toEqual(['insert', 'select']);
    expect(await optOutWrites({ my_time_off: true })).toEqual(['delete', 'select']);
  });

  it("keeps each person's choices their own", async () => {
    const [first, second] = [
      await signedIn(context, await offeredEveryTopic()),
      await signedIn(context, await offeredEveryTopic()),
    ];

    expect((await first.put(url, { topics: { my_time_off: false } })).statusCode).toBe(200);
    expect((await second.put(url, { topics: { team_timesheets: false } })).statusCode).toBe(200);

    const offOf = async (as: SignedIn) =>
      ((await as.get(url)).json() as EmailPreferencesResponse).topics
        .filter((preference) => !preference.email)
        .map((preference) => preference.topic);
    expect(await offOf(first)).toEqual(['my_time_off']);
    expect(await offOf(second)).toEqual(['team_timesheets']);
  });

  it('refuses an unknown topic or a value that is not a boolean, changing nothing; 401 without a session', async () => {
    const as = await signedIn(context, await offeredEveryTopic());

    for (const topics of [{ my_timesheet: false, newsletters: false }, { my_timesheet: 'off' }]) {
      const refused = await as.put(url, { topics });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
    }
    expect((await as.get(url)).json()).toEqual({ topics: allOn });

    const signedOut = anonymous(context);
    const statuses = [
      (await signedOut.get(url)).statusCode,
      (await signedOut.put(url, { topics: { my_timesheet: false } })).statusCode,
    ];
    expect(statuses).toEqual([401, 401]);
  });
});
