import { setTimeout as sleep } from 'node:timers/promises';
import { todayIso } from '@timekeep/shared/domain/periods';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config';
import { type Database, openPostgres } from '../../src/db/client';
import { type ReplicaWatch, watchReplica } from '../../src/db/reading-at-length';
import { seedDemoCompany } from '../../src/db/seed/demo-company';
import { createAdditionalProject, createPerson, oneRowSaveBody, periodOn } from '../factories';
import { signedIn } from '../request';
import { StatementLog } from '../statement-log';
import { capturedLog, createTestApp, type TestContext } from '../test-app';
import type { TestDatabase } from '../test-database';
import { createPrivateCluster, type PrivateCluster } from './private-cluster';

// A real streaming replica (issue 42): a cluster of the test's own, and a second made from it by
// pg_basebackup that follows its write-ahead log. The watch's timer is left idle (an hour between checks):
// the test runs each check itself, so what the app reads from is decided by the test's steps alone.
const MAX_LAG_MS = 1_500;

let primaryCluster: PrivateCluster;
let replicaCluster: PrivateCluster;
let primary: Database;
let watch: ReplicaWatch;
let context: TestContext;
let database: TestDatabase;
const primaryStatements = new StatementLog();
const replicaStatements = new StatementLog();
const log = capturedLog();

beforeAll(async () => {
  primaryCluster = await createPrivateCluster();
  primary = openPostgres(primaryCluster.url, () => undefined, {
    pool: parseConfig({}).databasePool,
    logger: primaryStatements,
  });
  await primary.migrate();
  await seedDemoCompany(primary.db, todayIso());
  replicaCluster = await createPrivateCluster({ replicaOf: primaryCluster });
  const replica = openPostgres(replicaCluster.url, (error) => watch.lost(error), {
    pool: { ...parseConfig({}).databasePool, connectTimeoutMs: 2_000 },
    logger: replicaStatements,
  });
  watch = watchReplica({
    primary,
    replica,
    maxLagMs: MAX_LAG_MS,
    checkEveryMs: 60 * 60 * 1000,
    log: { info: () => undefined, warn: (...args: unknown[]) => log.lines.push(JSON.stringify(args)) },
  });
  database = {
    ...primary,
    statements: primaryStatements,
    url: primaryCluster.url,
    destroy: () => primary.close(),
  };
  context = await createTestApp({}, { database, readingAtLength: watch });
}, 120_000);

afterAll(async () => {
  await context?.close();
  await primary?.close();
  replicaCluster?.destroy();
  primaryCluster?.destroy();
});

/** Waits until the replica has replayed everything the primary has written so far. */
async function caughtUp() {
  const { rows } = (await primary.db.execute(sql`SELECT pg_current_wal_lsn()::text AS lsn`)) as unknown as {
    rows: { lsn: string }[];
  };
  const lsn = rows[0]!.lsn;
  const replica = openPostgres(replicaCluster.url, () => undefined);
  try {
    for (let tries = 0; tries < 200; tries += 1) {
      const replayed = (await replica.db.execute(
        sql`SELECT pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn AS done`,
      )) as unknown as { rows: { done: boolean }[] };
      if (replayed.rows[0]!.done) return;
      await sleep(50);
    }
    throw new Error('the replica did not catch up');
  } finally {
    await replica.close();
  }
}

/** Runs SQL on the replica as its superuser (pausing and resuming its replay). */
async function onReplica(statement: ReturnType<typeof sql>) {
  const replica = openPostgres(replicaCluster.url, () => undefined);
  try {
    await replica.db.execute(statement);
  } finally {
    await replica.close();
  }
}

describe('reading at length from a streaming replica', () => {
  it('reads reports, exports, Insights and the audit log on the replica and the timesheet on the primary; bypasses a lagging replica; survives a stopped one', async () => {
    const admin = await createPerson(context, { roles: ['admin'] });
    const owner = await createPerson(context);
    const { project } = await createAdditionalProject(context, owner);
    const period = await periodOn(context, todayIso());
    const range = `startDate=${period.startDate}&endDate=${period.endDate}&projectId=${project.id}&timesheetStatus=all`;
    const asAdmin = await signedIn(context, admin);
    const asOwner = await signedIn(context, owner);
    const hoursInReport = async () => {
      const response = await asAdmin.get(`/api/general_time_report?${range}`);
      expect(response.statusCode).toBe(200);
      const { timesheetEntries } = response.json() as { timesheetEntries: { hours: number }[] };
      return timesheetEntries.reduce((sum, row) => sum + row.hours, 0);
    };
    const health = async () => (await asAdmin.get('/api/health')).json();

    const first = await asOwner.post('/api/timesheet', oneRowSaveBody(period, project.id, [2, 3], 0));
    expect(first.statusCode).toBe(200);
    const { id: timesheetId, version } = first.json().timesheet as { id: number; version: number };
    await caughtUp();
    expect(await watch.check()).toMatchObject({ reading: 'replica', condition: 'fit' });
    expect((await health()).replica).toMatchObject({ reading: 'replica', condition: 'fit' });

    // Fit: the long reads go to the replica, and none of their statements to the primary.
    for (const path of [
      `/api/general_time_report?${range}`,
      `/api/general_time_report/export?${range}`,
      `/api/insights/billable_hours?startDate=${period.startDate}&endDate=${period.endDate}`,
      '/api/admin/audit',
    ]) {
      const onReplicaSide = await replicaStatements.during(async () => {
        const onPrimarySide = await primaryStatements.during(() => asAdmin.get(path));
        expect(onPrimarySide.result.statusCode, path).toBe(200);
        // The primary sees the session's lookup only.
        expect(onPrimarySide.statements.join('\n'), path).not.toMatch(/timesheet_entries|audit_log/);
        return onPrimarySide.result;
      });
      expect(onReplicaSide.statements.join('\n'), path).toMatch(/timesheet_entries|audit_log/);
    }
    expect(await hoursInReport()).toBe(5);

    // The replica stops replaying: what the owner saves now is on the primary alone. Their own timesheet
    // reads it back (the primary); the report, on the replica still within the limit, does not have it yet.
    await onReplica(sql`SELECT pg_wal_replay_pause()`);
    const saved = await asOwner.put(
      `/api/timesheet/${timesheetId}`,
      oneRowSaveBody(period, project.id, [4, 4], version),
    );
    expect(saved.statusCode).toBe(200);
    const timesheet = (await asOwner.get('/api/timesheet')).json().timesheet as { totalHours?: number };
    expect(JSON.stringify(timesheet)).toContain('"hours":4');
    expect(await hoursInReport()).toBe(5);

    // Past the limit the replica is bypassed: the report reads the primary and has the save.
    await sleep(MAX_LAG_MS + 200);
    const lagging = await watch.check();
    expect(lagging).toMatchObject({ reading: 'primary', condition: 'lagging' });
    expect(lagging.lagMs).toBeGreaterThan(MAX_LAG_MS);
    expect((await health()).replica).toMatchObject({ reading: 'primary', condition: 'lagging' });
    expect(await hoursInReport()).toBe(8);
    expect(log.lines.join('\n')).toContain('"condition":"lagging"');

    // Replaying again, it is taken back once caught up.
    await onReplica(sql`SELECT pg_wal_replay_resume()`);
    await caughtUp();
    expect(await watch.check()).toMatchObject({ reading: 'replica', condition: 'fit' });
    expect(await hoursInReport()).toBe(8);

    // Stopped: its pool's idle connections fail, and reading goes to the primary before any check runs.
    replicaCluster.stop();
    for (let tries = 0; tries < 100 && watch.replicaStatus()?.reading === 'replica'; tries += 1) {
      await sleep(20);
    }
    expect(watch.replicaStatus()).toMatchObject({ reading: 'primary', condition: 'unreachable' });
    expect(await hoursInReport()).toBe(8);
    expect(await watch.check()).toMatchObject({ reading: 'primary', condition: 'unreachable' });
    const down = await asAdmin.get('/api/health');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ status: 'ok', db: 'ok', replica: { condition: 'unreachable' } });
    expect((await asAdmin.get(`/api/general_time_report/export?${range}`)).statusCode).toBe(200);

    // Started again, it is back once a check finds it caught up.
    replicaCluster.start();
    await caughtUp();
    expect(await watch.check()).toMatchObject({ reading: 'replica', condition: 'fit' });
    expect(await hoursInReport()).toBe(8);
  }, 120_000);

  it('opens the replica DATABASE_REPLICA_URL names and watches it on its own, as a server does', async () => {
    const server = await createTestApp(
      { DATABASE_URL: primaryCluster.url, DATABASE_REPLICA_URL: replicaCluster.url },
      { database },
    );
    try {
      await expect
        .poll(async () => (await server.app.inject({ url: '/api/health' })).json().replica, {
          timeout: 10_000,
        })
        .toMatchObject({ reading: 'replica', condition: 'fit' });
    } finally {
      await server.close();
    }
  }, 30_000);
});
