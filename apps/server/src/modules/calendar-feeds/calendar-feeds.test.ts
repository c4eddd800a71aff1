import { addDays, isWeekend, todayIso } from '@timekeep/shared/domain/periods';
import { and, eq, gte, lte } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, createTimeOffRequest } from '../../../test/factories';
import { anonymous, type Person, signedIn } from '../../../test/request';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../../../test/test-app';
import { auditLog, holidays, people } from '../../db/schema';
import { redactUrl } from '../../lib/log-serializers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context?.close();
});

interface FeedEvent {
  summary: string;
  /** First day, inclusive. */
  start: string;
  /** The day after the last (iCalendar's DTEND of an all-day event). */
  end: string;
}

/** Fetches a feed by its address as a calendar app would (no session) and reads it with ical.js. */
async function fetchFeed(url: string) {
  expect(url.startsWith(`${TEST_PUBLIC_URL}/api/ical?token=`)).toBe(true);
  const response = await anonymous(context).get(url.slice(TEST_PUBLIC_URL.length));
  if (response.statusCode !== 200) return { status: response.statusCode, body: response.json(), events: [] };
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  const events: FeedEvent[] = calendar.getAllSubcomponents('vevent').map((event) => ({
    summary: String(event.getFirstPropertyValue('summary')),
    start: String(event.getFirstPropertyValue('dtstart')),
    end: String(event.getFirstPropertyValue('dtend')),
  }));
  return {
    status: 200,
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    productId: calendar.getFirstPropertyValue('prodid'),
    events,
  };
}

/** A Monday at least two weeks ahead whose week (Monday to Sunday) holds no holiday. */
async function quietMonday(): Promise<string> {
  let monday = addDays(todayIso(), 14);
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
  for (;;) {
    const found = await context.database.db
      .select()
      .from(holidays)
      .where(and(gte(holidays.date, monday), lte(holidays.date, addDays(monday, 13))));
    if (found.length === 0) return monday;
    monday = addDays(monday, 14);
  }
}

async function teamOfOne(): Promise<{ lead: Person; member: Person }> {
  const lead = await createPerson(context, { firstName: 'Feed', lastName: 'Lead' });
  const member = await createPerson(context, { firstName: 'Ada', lastName: 'Member', teamLeadId: lead.id });
  return { lead, member };
}

describe('absence calendars', () => {
  it('lists the feeds a person may have, makes a secret address shown once, resets it and turns it off', async () => {
    const { lead, member } = await teamOfOne();
    const asMember = await signedIn(context, member);
    const asLead = await signedIn(context, lead);
    expect((await asMember.get('/api/calendar_feeds')).json()).toEqual({
      feeds: [{ kind: 'personal', createdAt: null }],
    });
    expect((await asLead.get('/api/calendar_feeds')).json()).toEqual({
      feeds: [
        { kind: 'personal', createdAt: null },
        { kind: 'team', createdAt: null },
      ],
    });

    const made = await asMember.post('/api/calendar_feeds/personal');
    expect(made.statusCode).toBe(200);
    const { url, createdAt } = made.json();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3999\/api\/ical\?token=[\w-]{43}$/);
    expect((await asMember.get('/api/calendar_feeds')).json()).toEqual({
      feeds: [{ kind: 'personal', createdAt }],
    });
    expect((await fetchFeed(url)).status).toBe(200);

    const reset = (await asMember.post('/api/calendar_feeds/personal')).json().url;
    expect(reset).not.toBe(url);
    expect(await fetchFeed(url)).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect((await fetchFeed(reset)).status).toBe(200);

    expect((await asMember.delete('/api/calendar_feeds/personal')).statusCode).toBe(204);
    expect((await fetchFeed(reset)).status).toBe(404);
    expect((await asMember.get('/api/calendar_feeds')).json()).toEqual({
      feeds: [{ kind: 'personal', createdAt: null }],
    });
    const audited = () =>
      context.database.db
        .select({
          action: auditLog.action,
          entityType: auditLog.entityType,
          entityId: auditLog.entityId,
          detail: auditLog.detail,
        })
        .from(auditLog)
        .where(eq(auditLog.actorId, member.id));
    const onMember = { entityType: 'person', entityId: String(member.id), detail: { kind: 'personal' } };
    const recorded = [
      { action: 'calendar_feed_address_made', ...onMember },
      { action: 'calendar_feed_address_made', ...onMember },
      { action: 'calendar_feed_turned_off', ...onMember },
    ];
    expect(await audited()).toEqual(recorded);
    // Turning off a feed that is off already changes nothing, and records nothing.
    expect((await asMember.delete('/api/calendar_feeds/personal')).statusCode).toBe(204);
    expect(await audited()).toEqual(recorded);
  });

  it('puts approved time off on the days it takes, PTO and office closures by name and other leave as Out of office', async () => {
    const { member } = await teamOfOne();
    const monday = await quietMonday();
    const wednesday = addDays(monday, 2);
    await context.database.db.insert(holidays).values({ date: wednesday, name: 'Feed Test Day' });
    // Monday to Friday around a holiday: two runs, the holiday left out.
    await createTimeOffRequest(context, member, {
      status: 'approved',
      startDate: monday,
      endDate: addDays(monday, 4),
    });
    // Thursday to the next Tuesday, weekend not included: Thursday-Friday and Monday-Tuesday.
    await createTimeOffRequest(context, member, {
      status: 'approved',
      reason: 'fmla',
      startDate: addDays(monday, 10),
      endDate: addDays(monday, 15),
    });
    await createTimeOffRequest(context, member, {
      status: 'approved',
      reason: 'office_closure',
      startDate: addDays(monday, 8),
      endDate: addDays(monday, 8),
    });
    await createTimeOffRequest(context, member, {
      status: 'approved',
      timeframeType: 'partial_day',
      startDate: addDays(monday, 9),
      endDate: addDays(monday, 9),
      hours: 4,
    });
    // A partial day stays on its date, though a holiday was declared there after it was approved.
    await createTimeOffRequest(context, member, {
      status: 'approved',
      reason: 'jury_duty',
      timeframeType: 'partial_day',
      startDate: wednesday,
      endDate: wednesday,
      hours: 2,
    });
    await createTimeOffRequest(context, member, { status: 'pending', startDate: addDays(monday, 21) });
    await createTimeOffRequest(context, member, { status: 'rejected', startDate: addDays(monday, 22) });

    const url = (await (await signedIn(context, member)).post('/api/calendar_feeds/personal')).json().url;
    const feed = await fetchFeed(url);
    expect(feed.name).toBe('Ada Member: time off');
    expect(feed.productId).toBe('-//Timekeep//Absences//EN');
    expect(feed.events).toEqual([
      { summary: 'PTO', start: monday, end: wednesday },
      { summary: 'PTO', start: addDays(monday, 3), end: addDays(monday, 5) },
      { summary: 'Out of office (2 h)', start: wednesday, end: addDays(monday, 3) },
      { summary: 'Office Closure', start: addDays(monday, 8), end: addDays(monday, 9) },
      { summary: 'PTO (4 h)', start: addDays(monday, 9), end: addDays(monday, 10) },
      { summary: 'Out of office', start: addDays(monday, 10), end: addDays(monday, 12) },
      { summary: 'Out of office', start: addDays(monday, 14), end: addDays(monday, 16) },
    ]);
    expect(feed.events.some(({ start }) => isWeekend(start))).toBe(false);
  });

  it("gives a lead their active team's approved time off by name, and nobody else's", async () => {
    const { lead, member } = await teamOfOne();
    const gone = await createPerson(context, { firstName: 'Gone', lastName: 'Member', teamLeadId: lead.id });
    const elsewhere = await createPerson(context, { firstName: 'Other', lastName: 'Team' });
    const monday = await quietMonday();
    await createTimeOffRequest(context, member, { status: 'approved', startDate: monday, endDate: monday });
    await createTimeOffRequest(context, member, {
      status: 'approved',
      reason: 'maternity_leave',
      startDate: addDays(monday, 1),
      endDate: addDays(monday, 1),
    });
    await createTimeOffRequest(context, gone, { status: 'approved', startDate: monday, endDate: monday });
    await createTimeOffRequest(context, elsewhere, {
      status: 'approved',
      startDate: monday,
      endDate: monday,
    });
    await createTimeOffRequest(context, lead, { status: 'approved', startDate: monday, endDate: monday });
    await context.database.db.update(people).set({ enabled: false }).where(eq(people.id, gone.id));

    const url = (await (await signedIn(context, lead)).post('/api/calendar_feeds/team')).json().url;
    const feed = await fetchFeed(url);
    expect(feed.name).toBe("Feed Lead's team: time off");
    expect(feed.events).toEqual([
      { summary: 'Ada Member: PTO', start: monday, end: addDays(monday, 1) },
      { summary: 'Ada Member: Out of office', start: addDays(monday, 1), end: addDays(monday, 2) },
    ]);
  });

  it('refuses a feed to whoever may not have it, and stops one whose owner is deactivated', async () => {
    const { member } = await teamOfOne();
    const refusedTeam = await (await signedIn(context, member)).post('/api/calendar_feeds/team');
    expect(refusedTeam.statusCode).toBe(403);
    expect(refusedTeam.json()).toEqual({
      error: { code: 'forbidden', message: 'Only team leads have a team calendar feed.' },
    });
    const contractor = await createPerson(context, { contractor: true });
    const refusedPersonal = await (await signedIn(context, contractor)).post('/api/calendar_feeds/personal');
    expect(refusedPersonal.statusCode).toBe(403);
    expect(refusedPersonal.json().error.message).toBe(
      'Only employees who request time off have a calendar feed.',
    );

    const url = (await (await signedIn(context, member)).post('/api/calendar_feeds/personal')).json().url;
    expect((await fetchFeed(url)).status).toBe(200);
    await context.database.db.update(people).set({ enabled: false }).where(eq(people.id, member.id));
    expect(await fetchFeed(url)).toEqual({
      status: 404,
      events: [],
      body: {
        error: {
          code: 'not_found',
          message: 'No calendar feed has this address: it may have been reset or turned off.',
        },
      },
    });
    const unknown = await anonymous(context).get('/api/ical?token=not-a-feed');
    expect(unknown.statusCode).toBe(404);
  });

  it('holds three months back to a year ahead, with event ids that stay the same from one fetch to the next', async () => {
    const { member } = await teamOfOne();
    const holidayDates = new Set(
      (await context.database.db.select({ date: holidays.date }).from(holidays)).map(({ date }) => date),
    );
    const workdayFrom = (date: string) => {
      let day = date;
      while (isWeekend(day) || holidayDates.has(day)) day = addDays(day, 1);
      return day;
    };
    const today = todayIso();
    const days = {
      tooLongAgo: workdayFrom(addDays(today, -130)),
      recent: workdayFrom(addDays(today, -80)),
      nextYear: workdayFrom(addDays(today, 300)),
      tooFarAhead: workdayFrom(addDays(today, 380)),
    };
    for (const date of Object.values(days)) {
      await createTimeOffRequest(context, member, { status: 'approved', startDate: date, endDate: date });
    }
    const url = (await (await signedIn(context, member)).post('/api/calendar_feeds/personal')).json().url;
    expect((await fetchFeed(url)).events.map(({ start }) => start)).toEqual([days.recent, days.nextYear]);

    const uids = async () => {
      const response = await anonymous(context).get(url.slice(TEST_PUBLIC_URL.length));
      return new ICAL.Component(ICAL.parse(response.body))
        .getAllSubcomponents('vevent')
        .map((event) => String(event.getFirstPropertyValue('uid')));
    };
    const first = await uids();
    expect(first).toHaveLength(2);
    expect(new Set(first).size).toBe(2);
    expect(await uids()).toEqual(first);
  });

  it('keeps the secret of a feed out of the request log', () => {
    expect(redactUrl('/api/ical?token=abc-DEF_123')).toBe('/api/ical?token=%5Bredacted%5D');
  });
});
