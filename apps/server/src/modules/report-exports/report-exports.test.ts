import { datesOfPeriod, periodsBetween, todayIso } from '@timekeep/shared/domain/periods';
import type { ReportExport } from '@timekeep/shared/schemas/report-exports';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, insertDepartment, insertEngagement, insertTimesheets } from '../../../test/factories';
import { type Person, personByEmail, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext, testConfig } from '../../../test/test-app';
import { rowsOf } from '../../core/reporting/report-sql';
import { QUEUES } from '../../db/job-queue';
import { primaryOnly } from '../../db/reading-at-length';
import { notifications, people, reportExportParts, reportExports } from '../../db/schema';
import { EXPORTABLE_REPORTS } from '../reports';
import { expireReportExports } from './expire-report-exports';
import { MAX_PENDING_EXPORTS_PER_PERSON } from './queue-report-export';
import { EXPORT_KEPT_MS, type ReportExportJobDependencies, runReportExport } from './run-report-export';

/**
 * Issue 42: an export the database estimates at more rows than REPORT_EXPORT_BACKGROUND_ROWS (here 20) is
 * queued and prepared by a job; its life: ready (every row, in parts), downloaded by its owner only, expired,
 * cancelled (queued or running), failed; smaller exports stay direct downloads.
 */
const BACKGROUND_ROWS = 20;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PEOPLE_IN_2018 = 4;
const YEAR_2018 = 'startDate=2018-01-01&endDate=2018-12-31&timesheetStatus=all';

let context: TestContext;
let owner: SignedIn;
let admin: SignedIn;
let employee: SignedIn;
let projectCode: string;
let logged: Person[];

/** The whole company's 2018, for the export's owner (the reports role: every row, rates too). */
const yearUrl = () => `/api/accounting_report/export?${YEAR_2018}`;
/** One day of one person on it: a handful of rows, estimated well under the limit. */
const dayUrl = () =>
  `/api/accounting_report/export?startDate=2018-03-01&endDate=2018-03-01&timesheetStatus=all&projectId=${projectCode}&employeeId=${logged[0]!.id}`;

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

function jobDependencies(overrides: Partial<ReportExportJobDependencies> = {}): ReportExportJobDependencies {
  return {
    db: context.database.db,
    reading: primaryOnly(context.database),
    heldCursor: context.database.kind === 'pglite',
    reportMaxDays: testConfig().reportMaxDays,
    maxRunMs: 10 * 60_000,
    log: silentLog,
    // Parts of 4 KiB, so a small workbook is still several.
    partBytes: 4096,
    ...overrides,
  };
}

beforeAll(async () => {
  context = await createTestApp({ REPORT_EXPORT_BACKGROUND_ROWS: String(BACKGROUND_ROWS) });
  owner = await signedIn(context, 'reports@example.com');
  admin = await signedIn(context, 'admin@example.com');
  employee = await signedIn(context, 'employee@example.com');
  const db = context.database.db;
  logged = [];
  for (let n = 0; n < PEOPLE_IN_2018; n += 1) {
    logged.push(await createPerson(context, { lastName: `Exporter ${n}` }));
  }
  const engagement = await insertEngagement(db, {
    clientName: 'Export Corp',
    name: 'Year of Entries',
    projectCode: 'EXPT-2018',
    billable: true,
    departmentId: await insertDepartment(db, 'Exports'),
    engagementManagerId: (await personByEmail(context, 'admin@example.com')).id,
    salesRepId: (await personByEmail(context, 'reports@example.com')).id,
    roles: [{ name: 'Analyst', rate: '110.00' }],
    assigned: logged.map((person) => person.id),
  });
  projectCode = engagement.projectCode;
  let entryNumber = 0;
  await insertTimesheets(
    db,
    periodsBetween('2018-01-01', '2018-12-31').flatMap((period) =>
      logged.map((person) => ({
        personId: person.id,
        periodStartDate: period.startDate,
        status: 'approved' as const,
        rows: [
          {
            resourceId: engagement.resourceOf(person.id),
            entries: datesOfPeriod(period).map((date) => {
              entryNumber += 1;
              return { date, hours: ((entryNumber % 9) + 0.25).toFixed(2), note: `Day ${entryNumber}` };
            }),
          },
        ],
      })),
    ),
  );
  // Fresh statistics, so the estimates are the planner's usual ones on both databases.
  await db.execute(sql`ANALYZE`);
});
afterAll(async () => {
  await context?.close();
});

/** Asks for the year's export in the background: its export, as the 202 answers it. */
async function queueYear(as: SignedIn = owner): Promise<ReportExport> {
  const response = await as.get(yearUrl());
  expect(response.statusCode, response.body).toBe(202);
  return response.json().export;
}

async function statusOf(id: string) {
  const [row] = await context.database.db
    .select({ status: reportExports.status })
    .from(reportExports)
    .where(eq(reportExports.id, id));
  return row?.status;
}

async function partsOf(id: string): Promise<number> {
  const [row] = await context.database.db
    .select({ parts: sql<number>`count(*)::int` })
    .from(reportExportParts)
    .where(eq(reportExportParts.exportId, id));
  return row!.parts;
}

async function noticesAbout(id: string) {
  return context.database.db
    .select({
      recipientId: notifications.recipientId,
      kind: notifications.kind,
      subject: notifications.subject,
      body: notifications.body,
      link: notifications.link,
    })
    .from(notifications)
    .where(sql`${notifications.detail}->>'exportId' = ${id}`);
}

/** The workbook's sheets, each a list of rows of values (dates as `date:YYYY-MM-DD`). */
async function sheetsOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      rows.push(
        (row.values as unknown[])
          .slice(1)
          .map((value) => (value instanceof Date ? `date:${value.toISOString().slice(0, 10)}` : value)),
      );
    });
    return { name: sheet.name, rows };
  });
}

describe('asking for an export', () => {
  it('queues one estimated over the limit: 202, "Your export is being prepared", and its job', async () => {
    const response = await owner.get(yearUrl());

    expect(response.statusCode, response.body).toBe(202);
    const body = response.json();
    expect(body).toEqual({
      message: 'Your export is being prepared',
      export: {
        id: expect.any(String),
        report: 'accounting_report',
        status: 'queued',
        fileName: `Accounting-Report-${todayIso()}.xlsx`,
        estimatedRows: expect.any(Number),
        rowCount: null,
        byteSize: null,
        createdAt: expect.any(String),
        finishedAt: null,
        expiresAt: null,
      },
    });
    expect(body.export.estimatedRows).toBeGreaterThan(BACKGROUND_ROWS);
    const jobs = rowsOf<{ name: string }>(
      await context.database.db.execute(
        sql`SELECT name FROM pgboss.job WHERE data->>'exportId' = ${body.export.id}`,
      ),
    );
    expect(jobs).toEqual([{ name: QUEUES.reportExports.name }]);
    await owner.delete(`/api/report_exports/${body.export.id}`);
  });

  it('still answers a small one as the direct download it always was', async () => {
    const response = await owner.get(dayUrl());

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Accounting-Report-${todayIso()}.xlsx"`,
    );
    const [sheet] = await sheetsOf(response.rawPayload);
    expect(sheet!.rows).toHaveLength(1 + 1 + 2);
  });

  it('refuses what the report refuses before queuing anything (a person out of scope: 403)', async () => {
    const before = await context.database.db.select({ n: sql<number>`count(*)::int` }).from(reportExports);
    const response = await employee.get(`${yearUrl()}&employeeId=${logged[0]!.id}`);

    expect(response.statusCode).toBe(403);
    expect(await context.database.db.select({ n: sql<number>`count(*)::int` }).from(reportExports)).toEqual(
      before,
    );
  });

  it(`lets a person have at most ${MAX_PENDING_EXPORTS_PER_PERSON} exports being prepared`, async () => {
    const someone = await signedIn(context, await createPerson(context, { roles: ['reports'] }));
    const queued: ReportExport[] = [];
    for (let n = 0; n < MAX_PENDING_EXPORTS_PER_PERSON; n += 1) queued.push(await queueYear(someone));

    const refused = await someone.get(yearUrl());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('limit_exceeded');

    await someone.delete(`/api/report_exports/${queued[0]!.id}`);
    const again = await queueYear(someone);
    for (const one of [...queued, again]) await someone.delete(`/api/report_exports/${one.id}`);
  });

  it(`holds to ${MAX_PENDING_EXPORTS_PER_PERSON} when more exports are asked for at the same moment`, async () => {
    const someone = await signedIn(context, await createPerson(context, { roles: ['reports'] }));
    // Enough at once that, without the lock, several count the same pending exports on PostgreSQL.
    const asked = MAX_PENDING_EXPORTS_PER_PERSON + 5;

    const responses = await Promise.all(Array.from({ length: asked }, () => someone.get(yearUrl())));

    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      ...Array(MAX_PENDING_EXPORTS_PER_PERSON).fill(202),
      ...Array(asked - MAX_PENDING_EXPORTS_PER_PERSON).fill(422),
    ]);
    for (const refused of responses.filter((response) => response.statusCode === 422)) {
      expect(refused.json().error.code).toBe('limit_exceeded');
    }
    const stored = await context.database.db
      .select({ id: reportExports.id })
      .from(reportExports)
      .where(eq(reportExports.personId, someone.person.id));
    expect(stored).toHaveLength(MAX_PENDING_EXPORTS_PER_PERSON);
    for (const one of stored) await someone.delete(`/api/report_exports/${one.id}`);
  });

  it('knows the stored form of every report that has an export route', () => {
    const exportRoutes = context.app.registeredRoutes
      .filter((route) => route.method === 'GET' && /^\/api\/\w+_report\/export$/.test(route.url))
      .map((route) => route.url.slice('/api/'.length, -'/export'.length));
    expect([...EXPORTABLE_REPORTS].sort()).toEqual(exportRoutes.sort());
  });
});

describe("an export's life", () => {
  let ready: ReportExport;
  let jsonRows: { id: number; hours: number }[];

  it('is prepared by its job: every row, in parts, ready for a day, and its owner told with the link', async () => {
    const queued = await queueYear();
    const json = await owner.get(`/api/accounting_report?${YEAR_2018}`);
    jsonRows = json.json().timesheetEntries;
    expect(jsonRows.length).toBeGreaterThan(PEOPLE_IN_2018 * 360);

    expect(await runReportExport(jobDependencies(), queued.id)).toBe('ready');

    const response = await owner.get(`/api/report_exports/${queued.id}`);
    expect(response.statusCode).toBe(200);
    ready = response.json();
    expect(ready).toMatchObject({ id: queued.id, status: 'ready', rowCount: jsonRows.length });
    expect(ready.byteSize).toBeGreaterThan(4096);
    expect(Date.parse(ready.expiresAt!) - Date.parse(ready.finishedAt!)).toBe(EXPORT_KEPT_MS);
    expect(await partsOf(queued.id)).toBe(Math.ceil(ready.byteSize! / 4096));
    const ownerId = (await personByEmail(context, 'reports@example.com')).id;
    expect(await noticesAbout(queued.id)).toEqual([
      {
        recipientId: ownerId,
        kind: 'report_export_ready',
        subject: `Your export ${queued.fileName} is ready to download.`,
        body: expect.stringMatching(/^[\d,]+ rows, \d+ KB\. It is kept for a day, for you only\.$/),
        link: `/api/report_exports/${queued.id}/download`,
      },
    ]);
    // Its job, and the email of its notice, are pg-boss's.
    const emails = rowsOf(
      await context.database.db.execute(sql`SELECT 1 FROM pgboss.job j JOIN notifications n
        ON (j.data->>'notificationId')::bigint = n.id
        WHERE j.name = ${QUEUES.notificationEmail.name} AND n.detail->>'exportId' = ${queued.id}`),
    );
    expect(emails).toHaveLength(1);
  });

  it('is downloaded by its owner: the workbook the direct export would be, every row in it', async () => {
    const response = await owner.get(`/api/report_exports/${ready.id}/download`);

    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${ready.fileName}"`);
    expect(response.rawPayload.length).toBe(ready.byteSize);
    const sheets = await sheetsOf(response.rawPayload);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['report1']);
    const rows = sheets[0]!.rows;
    // The header, every row, an empty row and the total.
    expect(rows).toHaveLength(1 + jsonRows.length + 2);
    expect(rows[0]![0]).toBe('Entry ID');
    const hoursColumn = rows[0]!.indexOf('Hours');
    const total = jsonRows.reduce((sum, row) => sum + Math.round(row.hours * 100), 0) / 100;
    expect(rows.at(-1)![hoursColumn]).toBe(total);
    expect(rows.slice(1, -2).map((row) => row[hoursColumn])).toEqual(jsonRows.map((row) => row.hours));
  });

  it("is listed to its owner only, newest first, and anyone else's answers 404, an admin's too", async () => {
    const listed = (await owner.get('/api/report_exports')).json().exports as ReportExport[];
    expect(listed[0]).toEqual(ready);
    expect(listed.map((one) => one.createdAt)).toEqual(
      listed.map((one) => one.createdAt).sort((a, b) => b.localeCompare(a)),
    );

    for (const stranger of [admin, employee]) {
      expect((await stranger.get('/api/report_exports')).json().exports).toEqual([]);
      for (const [method, url] of [
        ['GET', `/api/report_exports/${ready.id}`],
        ['GET', `/api/report_exports/${ready.id}/download`],
        ['DELETE', `/api/report_exports/${ready.id}`],
      ] as const) {
        const response = await stranger.send(method, url);
        expect({ method, url, status: response.statusCode, code: response.json().error.code }).toEqual({
          method,
          url,
          status: 404,
          code: 'not_found',
        });
      }
    }
    expect(await statusOf(ready.id)).toBe('ready');
  });

  it('is not cancelled once ready (409)', async () => {
    const response = await owner.delete(`/api/report_exports/${ready.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('invalid_state');
  });

  it('expires a day after it was ready: the expiry run removes its file, and it is downloaded no more', async () => {
    const db = context.database.db;
    const maxRunMs = 30 * 60_000;
    // Not yet: nothing to do an hour before its end.
    expect(
      await expireReportExports(db, maxRunMs, new Date(Date.parse(ready.expiresAt!) - 3_600_000)),
    ).toEqual({
      expired: 0,
      abandoned: 0,
      partsRemoved: expect.any(Number),
    });
    expect(await partsOf(ready.id)).toBeGreaterThan(0);

    const run = await expireReportExports(db, maxRunMs, new Date(Date.parse(ready.expiresAt!) + 1));
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(ready.id)).toBe('expired');
    expect(await partsOf(ready.id)).toBe(0);
    expect((await owner.get(`/api/report_exports/${ready.id}`)).json().status).toBe('expired');
    const download = await owner.get(`/api/report_exports/${ready.id}/download`);
    expect(download.statusCode).toBe(409);
    expect(download.json().error).toMatchObject({
      code: 'invalid_state',
      message: expect.stringMatching(/removed/),
    });
    // A run repeated finds nothing more.
    expect(await expireReportExports(db, maxRunMs, new Date(Date.parse(ready.expiresAt!) + 1))).toEqual({
      expired: 0,
      abandoned: 0,
      partsRemoved: 0,
    });
  });

  it('reads as expired past its end even before the expiry run', async () => {
    const queued = await queueYear();
    expect(await runReportExport(jobDependencies(), queued.id)).toBe('ready');
    await context.database.db
      .update(reportExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportExports.id, queued.id));

    expect((await owner.get(`/api/report_exports/${queued.id}`)).json().status).toBe('expired');
    expect((await owner.get(`/api/report_exports/${queued.id}/download`)).statusCode).toBe(409);
  });
});

describe('cancelling', () => {
  it('stops a queued export: its job then finds nothing to do, and nobody is told', async () => {
    const queued = await queueYear();

    const response = await owner.delete(`/api/report_exports/${queued.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: queued.id,
      status: 'cancelled',
      finishedAt: expect.any(String),
    });

    expect(await runReportExport(jobDependencies(), queued.id)).toBe('not-queued');
    expect(await statusOf(queued.id)).toBe('cancelled');
    expect(await noticesAbout(queued.id)).toEqual([]);
    expect((await owner.get(`/api/report_exports/${queued.id}/download`)).statusCode).toBe(409);
    expect((await owner.delete(`/api/report_exports/${queued.id}`)).statusCode).toBe(409);
  });

  it('stops a running export at its next part: nothing more is written, its parts are removed', async () => {
    const queued = await queueYear();
    const stored: number[] = [];
    let cancelled: number | undefined;

    const outcome = await runReportExport(
      jobDependencies({
        onPartStored: async (part) => {
          stored.push(part);
          if (part === 1) cancelled = (await owner.delete(`/api/report_exports/${queued.id}`)).statusCode;
        },
      }),
      queued.id,
    );

    expect({ outcome, cancelled, stored }).toEqual({ outcome: 'stopped', cancelled: 200, stored: [0, 1] });
    expect(await statusOf(queued.id)).toBe('cancelled');
    expect(await partsOf(queued.id)).toBe(0);
    expect(await noticesAbout(queued.id)).toEqual([]);
  });
});

describe('failing', () => {
  it("fails an export whose owner lost their role, and tells them why; their rights are the job's", async () => {
    const someone = await createPerson(context, { roles: ['reports'] });
    const queued = await queueYear(await signedIn(context, someone));
    await context.database.db.update(people).set({ roles: [] }).where(eq(people.id, someone.id));

    expect(await runReportExport(jobDependencies(), queued.id)).toBe('failed');

    expect(await statusOf(queued.id)).toBe('failed');
    expect(await partsOf(queued.id)).toBe(0);
    expect(await noticesAbout(queued.id)).toEqual([
      {
        recipientId: someone.id,
        kind: 'report_export_failed',
        subject: `Your export ${queued.fileName} could not be prepared.`,
        body: 'You may no longer run reports.',
        link: '/reports',
      },
    ]);
  });

  it('fails an export still running when the server stops, at its next part', async () => {
    const queued = await queueYear();
    let stopping = false;

    const outcome = await runReportExport(
      jobDependencies({
        stopping: () => stopping,
        onPartStored: async () => {
          stopping = true;
        },
      }),
      queued.id,
    );

    expect(outcome).toBe('failed');
    expect(await partsOf(queued.id)).toBe(0);
    expect((await noticesAbout(queued.id)).map((notice) => notice.body)).toEqual([
      'The server stopped while preparing it. Please ask for it again.',
    ]);
  });

  it('fails, in the expiry run, an export whose job is gone (running past the longest a job may)', async () => {
    const queued = await queueYear();
    const longAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await context.database.db
      .update(reportExports)
      .set({ status: 'running', startedAt: longAgo })
      .where(eq(reportExports.id, queued.id));

    const run = await expireReportExports(context.database.db, 30 * 60_000);

    expect(run.abandoned).toBe(1);
    expect(await statusOf(queued.id)).toBe('failed');
    expect((await noticesAbout(queued.id)).map((notice) => notice.kind)).toEqual(['report_export_failed']);
  });
});

describe("the app server's workers", () => {
  it('take exports from the queue, at most REPORT_EXPORT_CONCURRENCY at once', async () => {
    const worker = await createTestApp(
      { REPORT_EXPORT_BACKGROUND_ROWS: String(BACKGROUND_ROWS), REPORT_EXPORT_CONCURRENCY: '1' },
      {
        database: context.database,
        jobs: { pollingIntervalSeconds: 0.5, supervise: false, schedule: false },
      },
    );
    try {
      const first = await queueYear();
      const second = await queueYear();
      const bothDone = async () =>
        (
          await context.database.db
            .select({ status: reportExports.status })
            .from(reportExports)
            .where(and(sql`${reportExports.id} IN (${first.id}, ${second.id})`))
        ).map((row) => row.status);
      await expect.poll(bothDone, { timeout: 60_000, interval: 250 }).toEqual(['ready', 'ready']);

      const spans = await context.database.db
        .select({ startedAt: reportExports.startedAt, finishedAt: reportExports.finishedAt })
        .from(reportExports)
        .where(sql`${reportExports.id} IN (${first.id}, ${second.id})`)
        .orderBy(reportExports.startedAt);
      // One at a time: the second began once the first was done.
      expect(spans[1]!.startedAt!.getTime()).toBeGreaterThanOrEqual(spans[0]!.finishedAt!.getTime());
    } finally {
      await worker.close();
    }
  });
});
