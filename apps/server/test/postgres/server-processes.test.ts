import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { todayIso } from '@timekeep/shared/domain/periods';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Database, migrationsFolder, openPostgres } from '../../src/db/client';
import { timesheetStatusRevisions, timesheets } from '../../src/db/schema';
import { seedDemoCompany } from '../../src/db/seed/demo-company';
import { createAdditionalProject, createPerson, createTimesheet } from '../factories';
import { openSession, personByEmail } from '../request';
import { signInThroughProvider } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';
import {
  connectionRefused,
  connectOutside,
  type ServerProcess,
  startServer,
  waitForAppStatementsToEnd,
  waitForBlockedStatements,
} from './server-process';

type UserAnswer = { currentUser: { id: number; email: string } };

/** Starting a server process (tsx compiles the app) takes seconds on a busy machine. */
const PROCESS_TEST = { timeout: 120_000 };

/** Everything a test started, stopped afterwards whatever happened. */
const started: ServerProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serverOn(databaseUrl: string, env: Record<string, string> = {}) {
  const server = await startServer(databaseUrl, env);
  started.push(server);
  return server;
}

async function testDatabase() {
  const database = await createTestDatabase();
  cleanups.push(() => database.destroy());
  return database;
}

async function outsideOf(database: TestDatabase) {
  const client = await connectOutside(database.url!);
  cleanups.push(() => client.end());
  return client;
}

/** The session cookie of a person, made directly in the database (the app is on http: no __Host- prefix). */
async function sessionCookie(database: TestDatabase, personId: number) {
  const { token } = await openSession({ database }, personId);
  return `timekeep_session=${token}`;
}

describe('graceful shutdown', PROCESS_TEST, () => {
  it('on SIGTERM stops listening, finishes the request in flight with 200, and exits 0', async () => {
    const database = await testDatabase();
    const employee = await personByEmail({ database }, 'employee@example.com');
    const cookie = await sessionCookie(database, employee.id);
    const server = await serverOn(database.url!);
    const port = Number(new URL(server.url).port);
    const outside = await outsideOf(database);

    await outside.query('BEGIN');
    await outside.query('LOCK TABLE people IN ACCESS EXCLUSIVE MODE');
    const inFlight = fetch(`${server.url}/api/user`, { headers: { cookie } });
    await waitForBlockedStatements(outside, 1);
    server.child.kill('SIGTERM');
    await sleep(300);
    expect(await connectionRefused(port)).toBe(true);
    expect(server.child.exitCode).toBeNull();
    await outside.query('ROLLBACK');

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as UserAnswer).currentUser.email).toBe('employee@example.com');
    expect(await server.exited).toBe(0);
  });
});

describe('an app server killed mid-write', PROCESS_TEST, () => {
  it('leaves each save and approval it was making whole or not there at all', async () => {
    const database = await testDatabase();
    const lead = await createPerson({ database });
    const pending = await Promise.all(
      [0, 1, 2].map(async () => {
        const member = await createPerson({ database }, { teamLeadId: lead.id });
        return (await createTimesheet({ database }, member, { status: 'pending' })).timesheet;
      }),
    );
    const cookie = await sessionCookie(database, lead.id);
    const writer = await createPerson({ database }, { teamLeadId: lead.id });
    const { project } = await createAdditionalProject({ database }, writer);
    const day = todayIso();
    const draft = (
      await createTimesheet({ database }, writer, {
        rows: [{ additionalProjectId: project.id, entries: [{ date: day, hours: 2 }] }],
      })
    ).timesheet;
    const server = await serverOn(database.url!);
    const outside = await outsideOf(database);
    const versionsBefore = await versionsOf(database, pending);

    await outside.query('BEGIN');
    await outside.query('SELECT id FROM timesheets WHERE id = ANY($1) FOR UPDATE', [
      pending.map((t) => t.id),
    ]);
    await outside.query(
      'SELECT id FROM timesheet_entries WHERE row_id IN (SELECT id FROM timesheet_rows WHERE timesheet_id = $1) FOR UPDATE',
      [draft.id],
    );
    const save = fetch(`${server.url}/api/timesheet/${draft.id}`, {
      method: 'PUT',
      headers: { cookie: await sessionCookie(database, writer.id), 'content-type': 'application/json' },
      body: JSON.stringify({
        timesheetPeriodId: draft.periodId,
        version: draft.version,
        timesheetRows: [
          { additionalProjectId: project.id, timesheetEntries: [{ date: day, hours: 6, note: 'cut off' }] },
        ],
      }),
    }).then(
      () => 'answered',
      () => 'cut off',
    );
    const approvals = pending.map((timesheet) =>
      fetch(`${server.url}/api/team/timesheets/${timesheet.id}/approve`, {
        method: 'PATCH',
        headers: { cookie },
      }).then(
        () => 'answered',
        () => 'cut off',
      ),
    );
    await waitForBlockedStatements(outside, pending.length + 1);
    server.child.kill('SIGKILL');
    expect(await server.exited).toBeNull();
    expect(await Promise.all([save, ...approvals])).toEqual([save, ...approvals].map(() => 'cut off'));
    await outside.query('ROLLBACK');
    await waitForAppStatementsToEnd(outside);

    for (const timesheet of pending) {
      const [stored] = await database.db.select().from(timesheets).where(eq(timesheets.id, timesheet.id));
      const revisions = await outside.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM timesheet_status_revisions WHERE timesheet_id = $1',
        [timesheet.id],
      );
      const audits = await outside.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'timesheet' AND entity_id = $1",
        [String(timesheet.id)],
      );
      const before = versionsBefore.get(timesheet.id)!;
      const applied = stored!.status === 'approved';
      // Whole: status, version, revision and audit entry together; or nothing of it.
      expect({
        status: stored!.status,
        version: stored!.version,
        revisions: revisions.rows[0]!.n,
        audits: audits.rows[0]!.n,
      }).toEqual({
        status: applied ? 'approved' : 'pending',
        version: before + (applied ? 1 : 0),
        revisions: 1 + (applied ? 1 : 0),
        audits: applied ? 1 : 0,
      });
    }
    const [saved] = await database.db.select().from(timesheets).where(eq(timesheets.id, draft.id));
    const entries = await outside.query<{ hours: string; note: string | null }>(
      'SELECT hours, note FROM timesheet_entries WHERE row_id IN (SELECT id FROM timesheet_rows WHERE timesheet_id = $1)',
      [draft.id],
    );
    const saveAudits = await outside.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'timesheet' AND entity_id = $1",
      [String(draft.id)],
    );
    const saveApplied = saved!.version === draft.version + 1;
    expect({ version: saved!.version, entries: entries.rows, audits: saveAudits.rows[0]!.n }).toEqual(
      saveApplied
        ? { version: draft.version + 1, entries: [{ hours: '6.00', note: 'cut off' }], audits: 1 }
        : { version: draft.version, entries: [{ hours: '2.00', note: null }], audits: 0 },
    );
  });
});

async function outsideCount(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(query)).rows[0]!.n;
  } finally {
    await client.end();
  }
}

async function versionsOf(database: Database, list: { id: number }[]) {
  const versions = new Map<number, number>();
  for (const { id } of list) {
    const [stored] = await database.db.select().from(timesheets).where(eq(timesheets.id, id));
    versions.set(id, stored!.version);
  }
  return versions;
}

describe('two app servers on one PostgreSQL', PROCESS_TEST, () => {
  /** A new, empty database: the servers' migrations at boot are the first thing to touch it. */
  async function emptyDatabase() {
    const postgres = inject('postgresTemplate')!;
    const name = `${postgres.databasePrefix}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const url = new URL(postgres.url);
    url.pathname = `/${name}`;
    return url.href;
  }

  it('migrate at boot side by side, share sessions, and let exactly one of two racing approvals win', async () => {
    const url = await emptyDatabase();
    const [first, second] = await Promise.all([serverOn(url), serverOn(url)]);
    const database = openPostgres(url, () => undefined);
    cleanups.push(() => database.close());
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
    const applied = await outsideCount(url, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(applied).toBe(journal.entries.length);
    // Both servers answer on the migrated database; the company's data comes after, as `npm run db:seed` does.
    await seedDemoCompany(database.db, todayIso());

    const lead = await createPerson({ database }, { email: 'lead.two.servers@example.com' });
    const { jar } = await signInThroughProvider(first, lead.email, '/');
    const cookie = `timekeep_session=${jar.get('timekeep_session')}`;
    const onSecond = await fetch(`${second.url}/api/user`, { headers: { cookie } });
    expect(onSecond.status).toBe(200);
    expect(((await onSecond.json()) as UserAnswer).currentUser.id).toBe(lead.id);

    const rounds = 10;
    for (let round = 0; round < rounds; round += 1) {
      const member = await createPerson({ database }, { teamLeadId: lead.id });
      const { timesheet } = await createTimesheet({ database }, member, { status: 'pending' });
      const statuses = await Promise.all(
        [first, second].map((server) =>
          fetch(`${server.url}/api/team/timesheets/${timesheet.id}/approve`, {
            method: 'PATCH',
            headers: { cookie },
          }).then((response) => response.status),
        ),
      );
      expect(statuses.sort()).toEqual([200, 409]);
      const [revisions] = await database.db
        .select({ n: count() })
        .from(timesheetStatusRevisions)
        .where(eq(timesheetStatusRevisions.timesheetId, timesheet.id));
      // The submission and the winner's approval; the loser wrote nothing.
      expect(revisions!.n).toBe(2);
    }
  });
});
