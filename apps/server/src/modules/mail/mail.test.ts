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
import { capturedLog, createTestApp, TEST_PUBLIC_URL, type TestContext } from '../../../test/test-app';
import { queueNotificationEmailsStatement } from '../../core/notifications/queue-notification-emails';

const MAIL_FROM = 'Timekeep <timekeep@example.com>';

/** The worker's log lines about one notification's email, parsed. */
const loggedAbout = (lines: readonly string[], notificationId: number) =>
  lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.notificationId === notificationId);

describe('notification emails through a real SMTP server', () => {
  const smtp = new SmtpStandIn();
  const log = capturedLog();
  let context: TestContext;
  let recipient: Person;

  beforeAll(async () => {
    await smtp.start();
    context = await createTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM, LOG_LEVEL: 'info' },
      { jobs: TEST_JOBS, logStream: log.stream },
    );
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
    expect(await eventually(() => loggedAbout(log.lines, id!)[0])).toMatchObject({
      level: 30,
      msg: 'notification email',
      outcome: 'sent',
      via: 'smtp',
    });
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

  // An app of its own, built inside the test: Stryker counts what a beforeAll runs as no test's coverage, so
  // only a test that starts its app itself runs a mutant of the worker, or of the choice of mailer, against it.
  it('sends each message of a batch once, one job per notification, ten a fetch', async () => {
    const ownLog = capturedLog();
    const own = await createTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM, LOG_LEVEL: 'info' },
      { jobs: TEST_JOBS, logStream: ownLog.stream },
    );
    try {
      const person = await createPerson(own, { email: 'batch@factory.test' });
      const ids = await notifyInTransaction(
        own.database,
        person.id,
        Array.from({ length: 12 }, (_, index) => ({ subject: `Batch message ${index}` })),
      );
      await eventually(async () =>
        (await emailJobsOf(own.database, ids)).every((job) => job.state === 'completed'),
      );
      expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
        Array.from({ length: 12 }, (_, index) => `Batch message ${index}`).sort(),
      );
      // Ten a poll: the worker took them in two fetches (a fetch stamps its jobs with one start time).
      const fetches = await own.database.db.execute(
        sql`SELECT count(*)::int AS jobs FROM pgboss.job
          WHERE (data->>'notificationId')::bigint = ANY(${sql.param(ids)}::bigint[])
          GROUP BY started_on ORDER BY jobs DESC`,
      );
      expect((fetches as unknown as { rows: { jobs: number }[] }).rows).toEqual([{ jobs: 10 }, { jobs: 2 }]);
      for (const id of ids) {
        expect(await eventually(() => loggedAbout(ownLog.lines, id)[0])).toMatchObject({
          outcome: 'sent',
          via: 'smtp',
        });
      }
    } finally {
      await own.close();
    }
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
    // The worker says why each was not sent.
    for (const [id, outcome] of [
      [toInactive!, 'recipient-deactivated'],
      [alreadySent!, 'already-sent'],
    ] as const) {
      expect(await eventually(() => loggedAbout(log.lines, id)[0])).toMatchObject({
        msg: 'notification email',
        outcome,
        via: 'smtp',
      });
    }
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
    expect(await eventually(() => loggedAbout(log.lines, offId)[0])).toMatchObject({ outcome: 'turned-off' });
    expect(await eventually(() => loggedAbout(log.lines, onId)[0])).toMatchObject({ outcome: 'sent' });
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
    // The worker tries, fails, and pg-boss schedules a retry, keeping the reason with the job.
    await eventually(async () => (await emailJobsOf(context.database, [id!]))[0]?.state === 'retry');
    expect(await emailedAt(context.database, id!)).toBeNull();
    const failed = await context.database.db.execute(
      sql`SELECT output FROM pgboss.job WHERE (data->>'notificationId')::bigint = ${id}`,
    );
    const reason = `connect ECONNREFUSED 127.0.0.1:${smtp.port}`;
    expect((failed as unknown as { rows: { output: unknown }[] }).rows).toEqual([
      { output: { message: reason } },
    ]);
    expect(loggedAbout(log.lines, id!)[0]).toMatchObject({
      level: 40,
      msg: 'could not send a notification email; it will be retried',
      err: { message: reason },
    });
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
  const log = capturedLog();
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestApp({ LOG_LEVEL: 'info' }, { jobs: TEST_JOBS, logStream: log.stream });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('says so on the page while the outbox is empty', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(
      '<p>No email yet. Submit a timesheet or answer a request, and the message to the person told of it appears here within seconds.</p>',
    );
    expect(page.body).not.toContain('<article>');
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
    // The outbox row is written as the email is sent, and the notification marked emailed just after.
    expect(await eventually(() => emailedAt(context.database, id!))).toBeInstanceOf(Date);
    expect(await eventually(() => loggedAbout(log.lines, id!)[0])).toMatchObject({
      msg: 'notification email',
      outcome: 'sent',
      via: 'development-outbox',
    });

    const page = await context.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Alex Kim submitted a timesheet &#60;for review&#62;');
    expect(page.body).toContain(`<a href="${TEST_PUBLIC_URL}/team/approvals">`);
  });

  it('shows who it was to and from, when it was kept in UTC, and links every web address, query and all', async () => {
    const recipient = await createPerson(context, { email: 'links@factory.test' });
    const [id] = await notifyInTransaction(context.database, recipient.id, [
      {
        subject: 'Links inside',
        body: 'See https://wiki.example.com/time?team=7&week=47 (internal)',
        link: '/team/approvals?from=2026-11-01&to=2026-11-15',
      },
    ]);
    const kept = await eventually(async () => {
      const response = await context.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      return (response.json().mails as { notificationId: number; from: string; sentAt: string }[]).find(
        (mail) => mail.notificationId === id,
      );
    });
    expect(kept.from).toBe('Timekeep <timekeep@localhost>');
    const page = (await context.app.inject({ method: 'GET', url: '/dev/outbox' })).body;
    const [day, time] = [kept.sentAt.slice(0, 10), kept.sentAt.slice(11, 19)];
    expect(page).toContain(
      `<p class="meta">To <strong>links@factory.test</strong> from Timekeep &#60;timekeep@localhost&#62;, <time datetime="${kept.sentAt}">${day} ${time} UTC</time></p>`,
    );
    const wiki = 'https://wiki.example.com/time?team=7&#38;week=47';
    expect(page).toContain(`See <a href="${wiki}">${wiki}</a> (internal)`);
    const approvals = `${TEST_PUBLIC_URL}/team/approvals?from=2026-11-01&#38;to=2026-11-15`;
    expect(page).toContain(`Open it in Timekeep: <a href="${approvals}">${approvals}</a>\n</pre>`);
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

  it('is not there in production unless DEV_OUTBOX allows it (email is off instead), and then keeps the emails there', async () => {
    const production = { NODE_ENV: 'production', DEV_SSO: 'true' };
    const off = await createTestApp(production, { database: context.database });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    // A database and worker of its own, started inside the test (see the batch test above).
    const allowedLog = capturedLog();
    const allowed = await createTestApp(
      { ...production, DEV_OUTBOX: 'true', LOG_LEVEL: 'info' },
      { jobs: TEST_JOBS, logStream: allowedLog.stream },
    );
    try {
      const recipient = await createPerson(allowed, { email: 'allowed@factory.test' });
      const [id] = await notifyInTransaction(allowed.database, recipient.id, [
        { subject: 'Kept in production' },
      ]);
      const kept = await eventually(async () => {
        const response = await allowed.app.inject({ method: 'GET', url: '/api/dev/outbox' });
        expect(response.statusCode).toBe(200);
        return (response.json().mails as { notificationId: number }[]).find(
          (mail) => mail.notificationId === id,
        );
      });
      expect(kept).toMatchObject({ to: 'allowed@factory.test', subject: 'Kept in production' });
      expect(await eventually(() => emailedAt(allowed.database, id!))).toBeInstanceOf(Date);
      expect(await eventually(() => loggedAbout(allowedLog.lines, id!)[0])).toMatchObject({
        outcome: 'sent',
        via: 'development-outbox',
      });
    } finally {
      await allowed.close();
    }
  });

  it('keeps the emails queued, sending none, while email is off', async () => {
    // A database of its own: this describe's app would send the email to its outbox.
    const off = await createTestApp({ NODE_ENV: 'production', DEV_SSO: 'true' }, { jobs: TEST_JOBS });
    try {
      const recipient = await createPerson(off, { email: 'waits@factory.test' });
      const [id] = await notifyInTransaction(off.database, recipient.id, [{}]);
      // Four polls of the job queue.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await emailJobsOf(off.database, [id!])).toMatchObject([{ state: 'created', retryCount: 0 }]);
      expect(await emailedAt(off.database, id!)).toBeNull();
    } finally {
      await off.close();
    }
  });
});
