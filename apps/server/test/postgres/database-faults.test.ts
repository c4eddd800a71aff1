import { todayIso } from '@timekeep/shared/domain/periods';
import { count, eq, inArray } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  timesheetEntries,
  timesheetRows,
  timesheetStatusRevisions,
  timesheets,
} from '../../src/db/schema';
import {
  createAdditionalProject,
  createPerson,
  createTimesheet,
  oneRowSaveBody,
  periodOn,
} from '../factories';
import { anonymous, signedIn } from '../request';
import type { TestContext } from '../test-app';
import {
  appWithOutsideConnection,
  terminateAppBackends,
  waitForAppStatementsToEnd,
  waitForBlockedStatements,
} from './server-process';

const start = appWithOutsideConnection();

const unavailable = {
  error: {
    code: 'database_unavailable',
    message: 'The database is not answering. Please retry in a few seconds.',
  },
};

/** Blocks every statement that reads people (every signed-in request's session lookup) until released. */
async function lockPeople(client: pg.Client) {
  await client.query('BEGIN');
  await client.query('LOCK TABLE people IN ACCESS EXCLUSIVE MODE');
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('a slow database', () => {
  it('cancels a statement past DATABASE_STATEMENT_TIMEOUT_MS and answers 503 at once, then serves again', async () => {
    const { context, outside } = await start({ DATABASE_STATEMENT_TIMEOUT_MS: '300' });
    const employee = await signedIn(context, 'employee@example.com');
    await lockPeople(outside);
    const { result: response, ms } = await timed(() => employee.get('/api/user'));
    await outside.query('ROLLBACK');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
    expect(response.headers['retry-after']).toBe('5');
    expect(ms).toBeLessThan(3000);
    expect((await employee.get('/api/user')).statusCode).toBe(200);
  });

  it('answers 503 after DATABASE_CONNECT_TIMEOUT_MS when every connection is taken, instead of queueing', async () => {
    const { context, outside } = await start({
      DATABASE_POOL_SIZE: '2',
      DATABASE_CONNECT_TIMEOUT_MS: '300',
      DATABASE_STATEMENT_TIMEOUT_MS: '20000',
    });
    const employee = await signedIn(context, 'employee@example.com');
    await lockPeople(outside);
    const holding = [employee.get('/api/user'), employee.get('/api/user')];
    await waitForBlockedStatements(outside, 2);
    const { result: refused, ms } = await timed(() => employee.get('/api/user'));
    const health = await anonymous(context).get('/api/health');
    await outside.query('ROLLBACK');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(unavailable);
    expect(ms).toBeLessThan(2000);
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', db: 'down' });
    expect((await Promise.all(holding)).map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await anonymous(context).get('/api/health')).statusCode).toBe(200);
  });
});

describe('a database restarted under the app', () => {
  it('fails the requests in flight with 503 database_unavailable and recovers by itself', async () => {
    const { context, outside } = await start();
    const employee = await signedIn(context, 'employee@example.com');
    for (let warm = 0; warm < 3; warm += 1)
      expect((await employee.get('/api/timesheet')).statusCode).toBe(200);
    await lockPeople(outside);
    const inFlight = [employee.get('/api/user'), employee.get('/api/timesheet'), employee.get('/api/ptos')];
    await waitForBlockedStatements(outside, 3);
    expect(await terminateAppBackends(outside)).toBeGreaterThanOrEqual(3);
    const failed = await Promise.all(inFlight);
    await outside.query('ROLLBACK');
    for (const response of failed) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailable);
      expect(response.headers['retry-after']).toBe('5');
    }
    for (let after = 0; after < 5; after += 1) {
      expect((await employee.get('/api/timesheet')).statusCode).toBe(200);
    }
    expect((await anonymous(context).get('/api/health')).json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('writes cut off mid-way', () => {
  /** The timesheet as stored: head, rows with entries, status revisions and audit entries about it. */
  async function storedTimesheet(context: TestContext, timesheetId: number) {
    const db = context.database.db;
    const [head] = await db.select().from(timesheets).where(eq(timesheets.id, timesheetId));
    const rows = await db.select().from(timesheetRows).where(eq(timesheetRows.timesheetId, timesheetId));
    const entries = rows.length
      ? await db
          .select({
            rowId: timesheetEntries.rowId,
            date: timesheetEntries.date,
            hours: timesheetEntries.hours,
          })
          .from(timesheetEntries)
          .where(
            inArray(
              timesheetEntries.rowId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(timesheetEntries.date)
      : [];
    const [revisions] = await db
      .select({ n: count() })
      .from(timesheetStatusRevisions)
      .where(eq(timesheetStatusRevisions.timesheetId, timesheetId));
    const [audits] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(timesheetId)));
    return {
      status: head!.status,
      version: head!.version,
      rows: rows.length,
      entries,
      revisions: revisions!.n,
      audits: audits!.n,
    };
  }

  it('leaves a save whose connection is killed untouched, and the retry saves it whole', async () => {
    const { context, outside } = await start();
    const lead = await createPerson(context);
    const owner = await createPerson(context, { teamLeadId: lead.id });
    const { project } = await createAdditionalProject(context, owner);
    const as = await signedIn(context, owner);
    const period = await periodOn(context, todayIso());
    const body = (hours: number[], version: number) => oneRowSaveBody(period, project.id, hours, version);
    const first = await as.post('/api/timesheet', body([2, 3], 0));
    expect(first.statusCode).toBe(200);
    const { id: timesheetId, version: savedVersion } = first.json().timesheet as {
      id: number;
      version: number;
    };
    const before = await storedTimesheet(context, timesheetId);
    const save = (hours: number[], version: number) =>
      as.put(`/api/timesheet/${timesheetId}`, body(hours, version));

    await outside.query('BEGIN');
    await outside.query(
      'SELECT id FROM timesheet_entries WHERE row_id IN (SELECT id FROM timesheet_rows WHERE timesheet_id = $1) FOR UPDATE',
      [timesheetId],
    );
    const cutOff = save([7, 8, 1], savedVersion);
    await waitForBlockedStatements(outside, 1);
    await terminateAppBackends(outside);
    const response = await cutOff;
    await outside.query('ROLLBACK');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
    expect(await storedTimesheet(context, timesheetId)).toEqual(before);

    const retried = await save([7, 8, 1], savedVersion);
    expect(retried.statusCode).toBe(200);
    const after = await storedTimesheet(context, timesheetId);
    expect(retried.json().timesheet.version).toBe(savedVersion + 1);
    expect(after.version).toBe(before.version + 1);
    expect(after.entries.map((entry) => Number(entry.hours))).toEqual([7, 8, 1]);
    expect(after.audits).toBe(before.audits + 1);
  });

  it('leaves an approval whose connection is killed undecided, and the retry approves it once', async () => {
    const { context, outside } = await start();
    const lead = await createPerson(context);
    const owner = await createPerson(context, { teamLeadId: lead.id });
    const { timesheet } = await createTimesheet(context, owner, { status: 'pending' });
    const asLead = await signedIn(context, lead);
    const before = await storedTimesheet(context, timesheet.id);

    await outside.query('BEGIN');
    await outside.query('SELECT id FROM timesheets WHERE id = $1 FOR UPDATE', [timesheet.id]);
    const cutOff = asLead.patch(`/api/team/timesheets/${timesheet.id}/approve`);
    await waitForBlockedStatements(outside, 1);
    await terminateAppBackends(outside);
    const response = await cutOff;
    await outside.query('ROLLBACK');
    await waitForAppStatementsToEnd(outside);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
    expect(await storedTimesheet(context, timesheet.id)).toEqual(before);

    const retried = await asLead.patch(`/api/team/timesheets/${timesheet.id}/approve`);
    expect(retried.statusCode).toBe(200);
    expect(await storedTimesheet(context, timesheet.id)).toEqual({
      ...before,
      status: 'approved',
      version: before.version + 1,
      revisions: before.revisions + 1,
      audits: before.audits + 1,
    });
  });
});
