import type { NotificationsResponse } from '@timekeep/shared/schemas/notifications';
import { eq, type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, createTimeOffRequest, createTimesheet } from '../../../test/factories';
import { emailJobsOf, TEST_JOBS } from '../../../test/notification-mail';
import { type Person, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { QUEUES, startJobRunner } from '../../db/job-queue';
import { holidays, notifications, officeHolidays, offices, personOffices } from '../../db/schema';
import { todayIn } from './reminder-days';
import { startReminderWorker } from './reminder-worker';
import { PeriodNotStartedError, type ReminderRun, remindPeriodOf, sendDueReminders } from './send-reminders';

let context: TestContext;

async function rowsOf(statement: SQL) {
  return ((await context.database.db.execute(statement)) as unknown as { rows: unknown[] }).rows;
}

beforeAll(async () => {
  context = await createTestApp();
  // Labor Day 2025 on the first weekday after the period Aug 16-31, 2025 (the demo calendar may hold it).
  await context.database.db
    .insert(holidays)
    .values({ date: '2025-09-01', name: 'Labor Day' })
    .onConflictDoNothing();
});
afterAll(async () => {
  await context?.close();
});

/** Every message a person has (the table: some of these people cannot sign in), oldest first. */
async function messagesOf(person: Person) {
  return context.database.db
    .select({
      kind: notifications.kind,
      subject: notifications.subject,
      body: notifications.body,
      link: notifications.link,
      actorId: notifications.actorId,
      detail: notifications.detail,
    })
    .from(notifications)
    .where(eq(notifications.recipientId, person.id))
    .orderBy(notifications.id);
}

const MARCH_REMINDER = 'Reminder: your timesheet for Mar 1, 2025 - Mar 15, 2025 is not submitted yet.';
const AFTER_THE_PERIOD = 'The period has ended: please submit it so that your team lead can approve it.';
const LAST_WORKING_DAY = 'Today is the last working day of the period: please submit it before you leave.';

describe('timesheet reminders', () => {
  it('remind everyone expected to submit whose timesheet is missing, rejected or unapproved, once a day', async () => {
    const lead = await createPerson(context, { firstName: 'Lou', lastName: 'Lead' });
    const inMarch = { date: '2025-03-05' };
    const missing = await createPerson(context, { teamLeadId: lead.id });
    const rejected = await createPerson(context, { teamLeadId: lead.id });
    await createTimesheet(context, rejected, { ...inMarch, status: 'rejected', note: 'Add Friday' });
    const unapproved = await createPerson(context, { teamLeadId: lead.id });
    await createTimesheet(context, unapproved, { ...inMarch, status: 'unapproved' });
    const saved = await createPerson(context, { teamLeadId: lead.id });
    await createTimesheet(context, saved, { ...inMarch, status: 'unsubmitted' });
    const pending = await createPerson(context, { teamLeadId: lead.id });
    await createTimesheet(context, pending, { ...inMarch, status: 'pending' });
    const approved = await createPerson(context, { teamLeadId: lead.id });
    await createTimesheet(context, approved, { ...inMarch, status: 'approved' });
    const deactivated = await createPerson(context, { teamLeadId: lead.id, enabled: false });
    const startsAfter = await createPerson(context, { employmentStartDate: '2025-03-16' });
    const startsOnTheLastDay = await createPerson(context, { employmentStartDate: '2025-03-15' });
    const reportsOnly = await createPerson(context, { roles: ['reports'] });

    // Monday 17 March 2025: the first working day after the period of March 1-15 (the 15th is a Saturday).
    const run = await sendDueReminders(context.database.db, '2025-03-17');

    const reminded = [missing, rejected, unapproved, saved, startsOnTheLastDay];
    expect(run.workingDay).toBe(true);
    expect(run.timesheetReminders).toHaveLength(1);
    expect(run.timesheetReminders[0]).toMatchObject({
      period: { startDate: '2025-03-01', endDate: '2025-03-15' },
      occasion: 'after-the-period',
    });
    expect(run.timesheetReminders[0]!.reminded).toBeGreaterThanOrEqual(reminded.length);
    for (const person of reminded) {
      expect(await messagesOf(person)).toEqual([
        {
          kind: 'timesheet_reminder',
          subject: MARCH_REMINDER,
          body: AFTER_THE_PERIOD,
          link: '/timesheets?start_date=2025-03-01',
          actorId: null,
          detail: { periodStartDate: '2025-03-01', remindedOn: '2025-03-17' },
        },
      ]);
    }
    for (const person of [pending, approved, deactivated, startsAfter, reportsOnly]) {
      expect(await messagesOf(person)).toEqual([]);
    }

    // The same run again that day writes nothing; the period's reminder of another day is written.
    const again = await sendDueReminders(context.database.db, '2025-03-17');
    expect(again.timesheetReminders[0]!.reminded).toBe(0);
    expect(await messagesOf(missing)).toHaveLength(1);
    const byHand = await remindPeriodOf(context.database.db, '2025-03-10', '2025-03-18');
    expect(byHand.occasion).toBe('after-the-period');
    expect((await messagesOf(missing)).map((message) => message.detail)).toEqual([
      { periodStartDate: '2025-03-01', remindedOn: '2025-03-17' },
      { periodStartDate: '2025-03-01', remindedOn: '2025-03-18' },
    ]);

    // What the reminded person sees in the bell, and the email queued with it.
    const bell: NotificationsResponse = (
      await (await signedIn(context, missing)).get('/api/notifications')
    ).json();
    expect(bell.notifications[0]).toMatchObject({
      kind: 'timesheet_reminder',
      actorName: null,
      readAt: null,
    });
    expect(bell.unreadCount).toBe(2);
    const ids = bell.notifications.map((notification) => notification.id);
    expect(await emailJobsOf(context.database, ids)).toHaveLength(2);
  });

  it("reminds on the period's last working day, with the day's own words", async () => {
    const person = await createPerson(context);

    // Friday 14 March 2025: the 15th is a Saturday.
    const run = await sendDueReminders(context.database.db, '2025-03-14');

    expect(run.timesheetReminders.map(({ occasion, period }) => [occasion, period.startDate])).toEqual([
      ['last-working-day', '2025-03-01'],
    ]);
    expect(await messagesOf(person)).toEqual([
      expect.objectContaining({ subject: MARCH_REMINDER, body: LAST_WORKING_DAY }),
    ]);
  });

  it('sends nothing on a weekend or a holiday, and waits for the next working day', async () => {
    const person = await createPerson(context);

    expect(await sendDueReminders(context.database.db, '2025-08-30')).toEqual({
      today: '2025-08-30',
      workingDay: false,
      timesheetReminders: [],
      digests: 0,
    });
    expect((await sendDueReminders(context.database.db, '2025-09-01')).workingDay).toBe(false);
    expect(await messagesOf(person)).toEqual([]);

    const run = await sendDueReminders(context.database.db, '2025-09-02');
    expect(run.timesheetReminders.map(({ occasion, period }) => [occasion, period.startDate])).toEqual([
      ['after-the-period', '2025-08-16'],
    ]);
    expect((await messagesOf(person)).map((message) => message.subject)).toEqual([
      'Reminder: your timesheet for Aug 16, 2025 - Aug 31, 2025 is not submitted yet.',
    ]);
  });

  it('reminds by hand of the period under way as on its last working day, from its first day to its last', async () => {
    const person = await createPerson(context);
    const db = context.database.db;

    // The period of April 1-15, 2025, reminded on its first day, on its last and on the day after it.
    expect(await remindPeriodOf(db, '2025-04-08', '2025-04-01')).toMatchObject({
      period: { startDate: '2025-04-01', endDate: '2025-04-15' },
      occasion: 'last-working-day',
    });
    expect((await remindPeriodOf(db, '2025-04-08', '2025-04-15')).occasion).toBe('last-working-day');
    expect((await remindPeriodOf(db, '2025-04-08', '2025-04-16')).occasion).toBe('after-the-period');
    expect((await messagesOf(person)).map(({ body, detail }) => [body, detail])).toEqual([
      [LAST_WORKING_DAY, { periodStartDate: '2025-04-01', remindedOn: '2025-04-01' }],
      [LAST_WORKING_DAY, { periodStartDate: '2025-04-01', remindedOn: '2025-04-15' }],
      [AFTER_THE_PERIOD, { periodStartDate: '2025-04-01', remindedOn: '2025-04-16' }],
    ]);
  });

  it('refuses a period that has not begun: nobody can submit it', async () => {
    await expect(remindPeriodOf(context.database.db, '2025-04-01', '2025-03-31')).rejects.toThrow(
      new PeriodNotStartedError('The period starting 2025-04-01 has not begun yet: nobody can submit it.'),
    );
  });
});

describe("reminders by each person's office calendar", () => {
  it("wait for the first working day after an office's holiday, while the rest of the company is reminded", async () => {
    const db = context.database.db;
    const [office] = await db
      .insert(offices)
      .values({ name: 'Reminders Dublin', timeZone: 'Europe/Dublin' })
      .returning();
    // Friday 31 October 2025, the last day of the period of October 16-31: a holiday of this office only.
    await db.insert(officeHolidays).values({ officeId: office!.id, date: '2025-10-31', name: 'Office day' });
    const officeLead = await createPerson(context);
    const inOffice = await createPerson(context, { teamLeadId: officeLead.id });
    const elsewhere = await createPerson(context);
    await db.insert(personOffices).values(
      [officeLead, inOffice].map((person) => ({
        personId: person.id,
        officeId: office!.id,
        effectiveFrom: '2025-01-01',
      })),
    );
    await createTimeOffRequest(context, inOffice, { startDate: '2025-11-10' });
    const OCTOBER = 'Reminder: your timesheet for Oct 16, 2025 - Oct 31, 2025 is not submitted yet.';

    const friday = await sendDueReminders(db, '2025-10-31');

    expect(friday.workingDay).toBe(true);
    expect(friday.timesheetReminders.map(({ occasion, period }) => [occasion, period.startDate])).toEqual([
      ['last-working-day', '2025-10-16'],
    ]);
    expect((await messagesOf(elsewhere)).map(({ subject, body }) => [subject, body])).toEqual([
      [OCTOBER, LAST_WORKING_DAY],
    ]);
    expect(await messagesOf(inOffice)).toEqual([]);
    expect(await messagesOf(officeLead)).toEqual([]);

    // Monday 3 November: the first working day after the period, for the office as for everyone else.
    await sendDueReminders(db, '2025-11-03');

    expect((await messagesOf(inOffice)).map(({ subject, body }) => [subject, body])).toEqual([
      [OCTOBER, AFTER_THE_PERIOD],
    ]);
    expect((await messagesOf(officeLead)).map(({ kind, detail }) => [kind, detail])).toEqual([
      ['timesheet_reminder', { periodStartDate: '2025-10-16', remindedOn: '2025-11-03' }],
      ['approvals_digest', { digestOn: '2025-11-03' }],
    ]);
    expect((await messagesOf(elsewhere)).map(({ body }) => body)).toEqual([
      LAST_WORKING_DAY,
      AFTER_THE_PERIOD,
    ]);
  });
});

describe('reminders an admin sends from the app', () => {
  const JUNE_2024 = 'Reminder: your timesheet for Jun 1, 2024 - Jun 15, 2024 is not submitted yet.';

  it('remind everyone yet to submit a past period while the server runs, once, and are audited', async () => {
    const lead = await createPerson(context);
    const late = await createPerson(context, { teamLeadId: lead.id });
    const done = await createPerson(context, { teamLeadId: lead.id });
    await createTimesheet(context, done, { date: '2024-06-05', status: 'approved' });
    const admin = await signedIn(context, 'admin@example.com');

    const sent = await admin.post('/api/admin/reminders', { date: '2024-06-05' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      period: { startDate: '2024-06-01', endDate: '2024-06-15' },
      occasion: 'after-the-period',
      reminded: expect.any(Number),
    });
    expect(sent.json().reminded).toBeGreaterThanOrEqual(1);
    expect((await messagesOf(late)).map((message) => message.subject)).toEqual([JUNE_2024]);
    expect(await messagesOf(done)).toEqual([]);

    const again = await admin.post('/api/admin/reminders', { date: '2024-06-14' });
    expect(again.json().reminded).toBe(0);
    expect(await messagesOf(late)).toHaveLength(1);

    const [audit] = (await admin.get('/api/admin/audit?entity_type=timesheet_period&limit=1')).json().entries;
    expect(audit).toMatchObject({
      action: 'timesheet_reminders_sent',
      actor: { id: admin.person.id },
      after: { startDate: '2024-06-01', endDate: '2024-06-15', reminded: 0 },
    });
  });

  it('remind each person once when runs meet: clicks at the same moment, and the scheduled run', async () => {
    const people = await Promise.all([1, 2, 3].map(() => createPerson(context)));
    const admin = await signedIn(context, 'admin@example.com');

    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => admin.post('/api/admin/reminders', { date: '2024-07-20' })),
      remindPeriodOf(context.database.db, '2024-07-20', todayIn('UTC')),
    ]);

    for (const answer of answers.slice(0, 5)) expect((answer as { statusCode: number }).statusCode).toBe(200);
    for (const person of people) {
      expect((await messagesOf(person)).map((message) => message.subject)).toEqual([
        'Reminder: your timesheet for Jul 16, 2024 - Jul 31, 2024 is not submitted yet.',
      ]);
    }
  });

  it('refuses a period that has not begun, in words beside the date', async () => {
    const admin = await signedIn(context, 'admin@example.com');
    const refused = await admin.post('/api/admin/reminders', { date: '2999-01-05' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'invalid_state',
      message: 'The period starting 2999-01-01 has not begun yet: nobody can submit it.',
      field: 'body.date',
    });
  });
});

describe("the team leads' morning digest", () => {
  it('tells each lead once a day what waits for their approval, counting enabled members only', async () => {
    const lead = await createPerson(context, { firstName: 'Dee', lastName: 'Digest' });
    const member = await createPerson(context, { teamLeadId: lead.id });
    const other = await createPerson(context, { teamLeadId: lead.id });
    const gone = await createPerson(context, { teamLeadId: lead.id, enabled: false });
    await createTimesheet(context, member, { date: '2025-03-05', status: 'pending' });
    await createTimesheet(context, other, { date: '2025-03-05', status: 'pending' });
    await createTimesheet(context, gone, { date: '2025-03-05', status: 'pending' });
    await createTimeOffRequest(context, member, { startDate: '2025-03-20' });
    await createTimeOffRequest(context, member, { startDate: '2025-03-21', status: 'approved' });
    const singleLead = await createPerson(context);
    await createTimeOffRequest(context, await createPerson(context, { teamLeadId: singleLead.id }), {
      startDate: '2025-03-20',
    });
    const idleLead = await createPerson(context);
    await createTimesheet(context, await createPerson(context, { teamLeadId: idleLead.id }), {
      date: '2025-03-05',
      status: 'approved',
    });

    const run = await sendDueReminders(context.database.db, '2025-03-19');
    await sendDueReminders(context.database.db, '2025-03-19');

    expect(run.timesheetReminders).toEqual([]);
    expect(run.digests).toBeGreaterThanOrEqual(2);
    expect(await messagesOf(lead)).toEqual([
      {
        kind: 'approvals_digest',
        subject: '2 timesheets and 1 time-off request are waiting for your approval.',
        body: null,
        link: '/team/pending',
        actorId: null,
        detail: { digestOn: '2025-03-19' },
      },
    ]);
    expect((await messagesOf(singleLead)).map((message) => message.subject)).toEqual([
      '1 time-off request is waiting for your approval.',
    ]);
    expect(await messagesOf(idleLead)).toEqual([]);

    await sendDueReminders(context.database.db, '2025-03-20');
    expect((await messagesOf(lead)).map((message) => message.detail)).toEqual([
      { digestOn: '2025-03-19' },
      { digestOn: '2025-03-20' },
    ]);
  });

  it('counts several time-off requests, and only time-off requests when no timesheet waits', async () => {
    const lead = await createPerson(context);
    const member = await createPerson(context, { teamLeadId: lead.id });
    await createTimeOffRequest(context, member, { startDate: '2025-06-02' });
    await createTimeOffRequest(context, member, { startDate: '2025-06-09' });

    await sendDueReminders(context.database.db, '2025-05-21');

    expect((await messagesOf(lead)).map((message) => message.subject)).toEqual([
      '2 time-off requests are waiting for your approval.',
    ]);
  });
});

describe('the scheduled run', () => {
  it('keeps the schedule as configured, in its time zone, and removes it when reminders are off', async () => {
    const scheduled = await createTestApp(
      { REMINDER_SCHEDULE: '30 7 * * 1-5', REMINDER_TIME_ZONE: 'Europe/Paris' },
      { database: context.database, jobs: { ...TEST_JOBS, schedule: true } },
    );
    const schedules = sql`SELECT name, cron, timezone FROM pgboss.schedule WHERE name = ${QUEUES.reminders.name}`;
    try {
      expect(await rowsOf(schedules)).toEqual([
        { name: 'reminders', cron: '30 7 * * 1-5', timezone: 'Europe/Paris' },
      ]);
    } finally {
      await scheduled.close();
    }
    const off = await createTestApp(
      { REMINDER_SCHEDULE: 'off' },
      { database: context.database, jobs: { ...TEST_JOBS, schedule: true } },
    );
    await off.close();
    expect(await rowsOf(schedules)).toEqual([]);
  });

  it("runs a reminders job in the app server's worker", async () => {
    const worker = await createTestApp({}, { database: context.database, jobs: TEST_JOBS });
    try {
      const lead = await createPerson(context);
      await createTimesheet(context, await createPerson(context, { teamLeadId: lead.id }), {
        date: '2025-05-05',
        status: 'pending',
      });
      const boss = new PgBoss({ db: context.database.queueDb });
      await boss.send(QUEUES.reminders.name, { today: '2025-05-07' });

      // The run is for the day the job names, not the day the worker runs it.
      await expect
        .poll(async () => (await messagesOf(lead)).map(({ subject, detail }) => [subject, detail]), {
          timeout: 10_000,
        })
        .toEqual([['1 timesheet is waiting for your approval.', { digestOn: '2025-05-07' }]]);
    } finally {
      await worker.close();
    }
  });

  it('runs a scheduled job (no day named) for today in the configured time zone, and logs the run', async () => {
    const database = await createTestDatabase();
    const boss = await startJobRunner(database.queueDb, TEST_JOBS);
    const logged: unknown[][] = [];
    const timeZone = 'Pacific/Kiritimati';
    try {
      await startReminderWorker(boss, {
        db: database.db,
        reminders: { schedule: null, timeZone },
        log: { info: (...args: unknown[]) => logged.push(args) },
      });
      const before = todayIn(timeZone);
      // What pg-boss's schedule puts in the queue: a job carrying no day.
      await boss.send(QUEUES.reminders.name, {});

      await expect.poll(() => logged.length, { timeout: 10_000 }).toBe(1);
      const [[entry, message]] = logged as [[{ run: ReminderRun }, string]];
      expect(message).toBe('reminders');
      // Today there (read again after the run, in case the date turned meanwhile).
      expect([before, todayIn(timeZone)]).toContain(entry.run.today);
      expect(entry).toEqual({
        run: {
          today: entry.run.today,
          workingDay: expect.any(Boolean),
          timesheetReminders: expect.any(Array),
          digests: expect.any(Number),
        },
      });
    } finally {
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
      await database.destroy();
    }
  });
});

describe('configuration', () => {
  it('refuses a schedule or time zone it cannot read, naming the variable', async () => {
    await expect(createTestApp({ REMINDER_SCHEDULE: 'every morning' })).rejects.toThrow(
      'REMINDER_SCHEDULE: must be a cron line of five fields (such as 0 9 * * 1-5) or off',
    );
    await expect(createTestApp({ REMINDER_TIME_ZONE: 'Mars/Olympus' })).rejects.toThrow(
      'REMINDER_TIME_ZONE: must be an IANA time zone such as America/New_York or UTC',
    );
  });
});
