import { periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import type { NotificationsResponse } from '@timekeep/shared/schemas/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEngagement, createPerson, createTimesheet } from '../../../test/factories';
import {
  emailedAt,
  emailJobsOf,
  notifyInTransaction,
  RolledBack,
  shortenEmailRetries,
  TEST_JOBS,
} from '../../../test/notification-mail';
import { type Person, type SignedIn, signedIn } from '../../../test/request';
import { eventually, SmtpStandIn } from '../../../test/smtp-stand-in';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../../../test/test-app';
import { queueNotificationEmailsStatement } from './enqueue-notification-emails';

const MAIL_FROM = 'Timekeep <timekeep@example.com>';

describe('notification emails through a real SMTP server', () => {
  const smtp = new SmtpStandIn();
  let context: TestContext;
  let recipient: Person;

  beforeAll(async () => {
    await smtp.start();
    context = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM }, { jobs: TEST_JOBS });
    await shortenEmailRetries(context.database);
    recipient = await createPerson(context, { firstName: 'Ada', email: 'ada@factory.test' });
  });

  afterAll(async () => {
    await context?.close();
    await smtp.stop();
  });

  afterEach(() => {
    smtp.received.length = 0;
  });

  it('sends the notification to its recipient: subject, text, HTML and the absolute link, then records it', async () => {
    const [id] = await notifyInTransaction(context.database, recipient.id, [
      {
        subject: 'Grace Hopper rejected your timesheet for Nov 1 - 15, 2026',
        body: 'Missing <Friday> & the "training" day',
        link: '/timesheets?period=2026-11-01',
      },
    ]);
    const mail = await eventually(() => smtp.received[0]);
    const link = `${TEST_PUBLIC_URL}/timesheets?period=2026-11-01`;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe('ada@factory.test');
    expect(mail.from?.value[0]).toEqual({ address: 'timekeep@example.com', name: 'Timekeep' });
    expect(mail.subject).toBe('Grace Hopper rejected your timesheet for Nov 1 - 15, 2026');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('Missing <Friday> & the "training" day');
    expect(mail.text).toContain(link);
    // Every value is escaped in the HTML; the link is absolute.
    expect(mail.html).toContain('Missing &#60;Friday&#62; &#38; the &#34;training&#34; day');
    expect(mail.html).not.toContain('<Friday>');
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(await eventually(() => emailedAt(context.database, id!))).toBeInstanceOf(Date);
    expect(await emailJobsOf(context.database, [id!])).toMatchObject([{ state: 'completed' }]);
  });

  it('emails the steps of a real workflow: a submit to the lead, then the rejection with its note to the employee', async () => {
    const lead = await createPerson(context, {
      firstName: 'Lena',
      lastName: 'Lead',
      email: 'lena@factory.test',
    });
    const member = await createPerson(context, {
      firstName: 'Mia',
      lastName: 'Member',
      email: 'mia@factory.test',
      teamLeadId: lead.id,
    });
    const { resource } = await createEngagement(context, member);
    const { timesheet } = await createTimesheet(context, member, {
      status: 'unsubmitted',
      rows: [
        { resourceId: resource.id, entries: [{ date: periodContaining(todayIso()).startDate, hours: 8 }] },
      ],
    });
    const [asMember, asLead] = [await signedIn(context, member), await signedIn(context, lead)];
    const recipientOf = (mail: (typeof smtp.received)[number]) =>
      mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
    const mailTo = (address: string, subject: RegExp) =>
      eventually(() =>
        smtp.received.find((mail) => recipientOf(mail) === address && subject.test(mail.subject ?? '')),
      );

    expect((await asMember.patch(`/api/timesheet/${timesheet.id}/submit`, {})).statusCode).toBe(200);
    const submitted = await mailTo('lena@factory.test', /^Mia Member submitted their timesheet/);
    expect(submitted.text).toContain(`${TEST_PUBLIC_URL}/team/timesheets/${timesheet.id}`);

    const rejected = await asLead.patch(
      `/api/team/timesheets/${timesheet.id}/reject?note=${encodeURIComponent('Add the workshop')}`,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const rejection = await mailTo('mia@factory.test', /^Lena Lead rejected your timesheet/);
    expect(rejection.text).toContain('Add the workshop');

    expect(smtp.received.filter((mail) => recipientOf(mail) === 'lena@factory.test')).toHaveLength(1);
  });

  it('queues nothing when the transaction that wrote the notifications rolls back', async () => {
    const jobCount = sql`SELECT count(*)::int AS n FROM pgboss.job`;
    const countJobs = async () =>
      (await context.database.db.execute(jobCount)) as unknown as { rows: unknown[] };
    const before = (await countJobs()).rows;
    await expect(
      notifyInTransaction(context.database, recipient.id, [{}], { rollback: true }),
    ).rejects.toThrow(RolledBack);
    expect((await countJobs()).rows).toEqual(before);
  });

  it('sends each message of a batch once, one job per notification', async () => {
    const ids = await notifyInTransaction(
      context.database,
      recipient.id,
      Array.from({ length: 12 }, (_, index) => ({ subject: `Batch message ${index}` })),
    );
    await eventually(async () =>
      (await emailJobsOf(context.database, ids)).every((job) => job.state === 'completed'),
    );
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `Batch message ${index}`).sort(),
    );
  });

  it('does not email a recipient deactivated since, nor a notification already emailed', async () => {
    const inactive = await createPerson(context, { enabled: false });
    const [toInactive] = await notifyInTransaction(context.database, inactive.id, [{}]);
    const [alreadySent] = await notifyInTransaction(context.database, recipient.id, [
      { emailedAt: new Date() },
    ]);
    await eventually(async () =>
      (await emailJobsOf(context.database, [toInactive!, alreadySent!])).every(
        (job) => job.state === 'completed',
      ),
    );
    expect(smtp.received).toEqual([]);
    expect(await emailedAt(context.database, toInactive!)).toBeNull();
  });

  it('does not email a kind its recipient turned off, while the bell still lists it', async () => {
    const lead = await createPerson(context, { firstName: 'Lou', lastName: 'Lead' });
    const emailedTo = async (firstName: string, email: string, myTimesheetEmails: boolean) => {
      const member = await createPerson(context, { firstName, email, teamLeadId: lead.id });
      const as = await signedIn(context, member);
      const turned = await as.put('/api/notifications/email_preferences', {
        topics: { my_timesheet: myTimesheetEmails },
      });
      expect(turned.statusCode, turned.body).toBe(200);
      const { resource } = await createEngagement(context, member);
      const { timesheet } = await createTimesheet(context, member, {
        status: 'pending',
        rows: [
          { resourceId: resource.id, entries: [{ date: periodContaining(todayIso()).startDate, hours: 8 }] },
        ],
      });
      return { as, timesheet };
    };
    const off = await emailedTo('Otto', 'otto@factory.test', false);
    const on = await emailedTo('Nina', 'nina@factory.test', true);
    const asLead = await signedIn(context, lead);

    for (const { timesheet } of [off, on]) {
      const rejected = await asLead.patch(`/api/team/timesheets/${timesheet.id}/reject?note=Missing%20hours`);
      expect(rejected.statusCode, rejected.body).toBe(200);
    }

    const rejectionOf = async (as: SignedIn) => {
      const bell = await as.get('/api/notifications');
      expect(bell.statusCode, bell.body).toBe(200);
      const [notification] = (bell.json() as NotificationsResponse).notifications;
      expect(notification).toMatchObject({
        kind: 'timesheet_rejected',
        subject: expect.stringMatching(/^Lou Lead rejected your timesheet/),
      });
      return notification!.id;
    };
    const [offId, onId] = [await rejectionOf(off.as), await rejectionOf(on.as)];
    await eventually(() => smtp.received.find((mail) => mail.subject?.startsWith('Lou Lead rejected')));
    await eventually(async () =>
      (await emailJobsOf(context.database, [offId, onId])).every((job) => job.state === 'completed'),
    );
    expect(smtp.received.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : null))).toEqual([
      'nina@factory.test',
    ]);
    expect(await emailedAt(context.database, offId)).toBeNull();
    expect(await emailedAt(context.database, onId)).toBeInstanceOf(Date);
  });

  it('does not send an email queued before its recipient turned its kind off', async () => {
    const person = await createPerson(context, { email: 'changed-mind@factory.test' });
    await smtp.stop();
    const [id] = await notifyInTransaction(context.database, person.id, [{ subject: 'Queued, then off' }]);
    await eventually(async () => (await emailJobsOf(context.database, [id!]))[0]?.state === 'retry');
    const turned = await (await signedIn(context, person)).put('/api/notifications/email_preferences', {
      topics: { my_timesheet: false },
    });
    expect(turned.statusCode, turned.body).toBe(200);
    await smtp.start();
    await eventually(
      async () => (await emailJobsOf(context.database, [id!]))[0]?.state === 'completed',
      20_000,
    );
    expect(smtp.received).toEqual([]);
    expect(await emailedAt(context.database, id!)).toBeNull();
  });

  it('a mail server stopped mid-run delays the message but loses none', async () => {
    await smtp.stop();
    const started = Date.now();
    const [id] = await notifyInTransaction(context.database, recipient.id, [
      { subject: 'Sent after the outage' },
    ]);
    // The change and its notification are written at once, whatever the mail server.
    expect(Date.now() - started).toBeLessThan(2000);
    // The worker tries, fails, and pg-boss schedules a retry.
    await eventually(async () => (await emailJobsOf(context.database, [id!]))[0]?.state === 'retry');
    expect(await emailedAt(context.database, id!)).toBeNull();
    await smtp.start();
    const mail = await eventually(
      () => smtp.received.find((m) => m.subject === 'Sent after the outage'),
      20_000,
    );
    expect(mail).toBeDefined();
    expect(await eventually(() => emailedAt(context.database, id!))).toBeInstanceOf(Date);
    const [job] = await emailJobsOf(context.database, [id!]);
    expect(job).toMatchObject({ state: 'completed' });
    expect(job!.retryCount).toBeGreaterThanOrEqual(1);
    expect(smtp.received.filter((m) => m.subject === 'Sent after the outage')).toHaveLength(1);
  });

  it('has no development outbox when a mail server is configured', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});

describe('the development outbox (no SMTP_URL)', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestApp({}, { jobs: TEST_JOBS });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('keeps the email in the database and shows it, as JSON and as a page', async () => {
    const recipient = await createPerson(context, { firstName: 'Lin', email: 'lin@factory.test' });
    const [id] = await notifyInTransaction(context.database, recipient.id, [
      { subject: 'Alex Kim submitted a timesheet <for review>', link: '/team/approvals' },
    ]);
    const outbox = await eventually(async () => {
      const response = await context.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      const mails = response.json().mails as { notificationId: number }[];
      return mails.some((mail) => mail.notificationId === id) ? mails : undefined;
    });
    expect(outbox[0]).toMatchObject({
      notificationId: id,
      to: 'lin@factory.test',
      subject: 'Alex Kim submitted a timesheet <for review>',
    });
    expect((outbox[0] as unknown as { text: string }).text).toContain(`${TEST_PUBLIC_URL}/team/approvals`);
    expect(await emailedAt(context.database, id!)).toBeInstanceOf(Date);

    const page = await context.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Alex Kim submitted a timesheet &#60;for review&#62;');
    expect(page.body).toContain(`<a href="${TEST_PUBLIC_URL}/team/approvals">`);
  });

  it('queues from inside a single statement that writes the notifications, or nothing when it writes none', async () => {
    const recipient = await createPerson(context, { email: 'one-statement@factory.test' });
    const rowsOf = (result: unknown) => (result as { rows: { n: number; written: number }[] }).rows;
    const jobs = async () =>
      rowsOf(await context.database.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job`))[0]!.n;
    const write = async (guard: boolean) => {
      const statement = sql`WITH written AS (
          INSERT INTO notifications (recipient_id, kind, subject, link)
          SELECT ${recipient.id}, 'timesheet_approved', 'Written and queued in one statement', '/timesheets'
          WHERE ${guard}
          RETURNING id
        ), emails AS (${await queueNotificationEmailsStatement(sql`SELECT id FROM written`)})
        SELECT count(*)::int AS written FROM written`;
      return rowsOf(await context.database.db.execute(statement))[0]!.written;
    };
    const before = await jobs();
    expect(await write(false)).toBe(0);
    expect(await jobs()).toBe(before);
    expect(await write(true)).toBe(1);
    expect(await jobs()).toBe(before + 1);
    const mail = await eventually(async () => {
      const response = await context.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      return (response.json().mails as { to: string; subject: string }[]).find(
        (kept) => kept.to === 'one-statement@factory.test',
      );
    });
    expect(mail.subject).toBe('Written and queued in one statement');
  });

  it('is not there in production unless DEV_OUTBOX allows it (email is off instead)', async () => {
    const production = { NODE_ENV: 'production', DEV_SSO: 'true' };
    const off = await createTestApp(production, { database: context.database });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    const allowed = await createTestApp(
      { ...production, DEV_OUTBOX: 'true' },
      { database: context.database },
    );
    try {
      expect((await allowed.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
    } finally {
      await allowed.close();
    }
  });
});
