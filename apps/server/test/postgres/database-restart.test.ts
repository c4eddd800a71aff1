import { setTimeout as sleep } from 'node:timers/promises';
import { todayIso } from '@timekeep/shared/domain/periods';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config';
import { openPostgres } from '../../src/db/client';
import { seedDemoCompany } from '../../src/db/seed/demo-company';
import { createAdditionalProject, createPerson, oneRowSaveBody, periodOn } from '../factories';
import { anonymous, signedIn } from '../request';
import { StatementLog } from '../statement-log';
import { createTestApp, type TestContext } from '../test-app';
import type { TestDatabase } from '../test-database';
import { createPrivateCluster, type PrivateCluster } from './private-cluster';

let cluster: PrivateCluster | undefined;
let context: TestContext | undefined;
let database: TestDatabase | undefined;
afterEach(async () => {
  await context?.close();
  await database?.destroy();
  cluster?.destroy();
  context = undefined;
  database = undefined;
  cluster = undefined;
});

const unavailable = {
  error: {
    code: 'database_unavailable',
    message: 'The database is not answering. Please retry in a few seconds.',
  },
};

/** The app on a PostgreSQL server of the test's own, migrated and holding the demo company. */
async function appOnPrivateCluster() {
  cluster = await createPrivateCluster();
  const poolErrors: Error[] = [];
  const opened = openPostgres(cluster.url, (error) => poolErrors.push(error), {
    pool: parseConfig({}).databasePool,
  });
  await opened.migrate();
  await seedDemoCompany(opened.db, todayIso());
  database = { ...opened, statements: new StatementLog(), url: cluster.url, destroy: () => opened.close() };
  context = await createTestApp({}, { database });
  return { context, cluster, poolErrors };
}

describe('PostgreSQL stopped and started again under a running app', () => {
  it('answers 503 while it is down, health included, loses no save, and serves again with no restart', async () => {
    const { context, cluster, poolErrors } = await appOnPrivateCluster();
    const lead = await createPerson(context);
    const owner = await createPerson(context, { teamLeadId: lead.id });
    const { project } = await createAdditionalProject(context, owner);
    const as = await signedIn(context, owner);
    const period = await periodOn(context, todayIso());
    const body = (hours: number[], version: number) => oneRowSaveBody(period, project.id, hours, version);
    const first = await as.post('/api/timesheet', body([2, 3], 0));
    expect(first.statusCode).toBe(200);
    const { id: timesheetId, version } = first.json().timesheet as { id: number; version: number };
    // Every connection of the pool is open and idle when the server goes away.
    await Promise.all(Array.from({ length: 10 }, () => as.get('/api/timesheet')));

    // Requests keep coming while the server stops: each is answered 200 or a clean, retryable 503.
    const answers: { status: number; body: unknown; retryAfter: unknown }[] = [];
    let traffic = true;
    const steady = (async () => {
      while (traffic) {
        const response = await as.get('/api/timesheet');
        answers.push({
          status: response.statusCode,
          body: response.json(),
          retryAfter: response.headers['retry-after'],
        });
        await sleep(20);
      }
    })();
    await sleep(200);
    cluster.stop();

    const health = await anonymous(context).get('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', db: 'down' });
    const refusedSave = await as.put(`/api/timesheet/${timesheetId}`, body([7, 8, 1], version));
    expect(refusedSave.statusCode).toBe(503);
    expect(refusedSave.json()).toEqual(unavailable);
    await sleep(300);

    cluster.start();
    let recovered = false;
    for (let attempt = 0; attempt < 100 && !recovered; attempt += 1) {
      recovered = (await anonymous(context).get('/api/health')).statusCode === 200;
      if (!recovered) await sleep(100);
    }
    expect(recovered).toBe(true);
    await sleep(200);
    traffic = false;
    await steady;

    const statuses = new Set(answers.map(({ status }) => status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const refused of answers.filter(({ status }) => status === 503)) {
      expect(refused).toEqual({ status: 503, body: unavailable, retryAfter: '5' });
    }
    expect(answers.at(-1)?.status).toBe(200);
    const refusedCount = answers.filter(({ status }) => status === 503).length;
    console.log(`PostgreSQL restart: ${answers.length} requests in the stream, ${refusedCount} answered 503`);
    // The save refused while the server was down went nowhere: the same save at the same version takes.
    const retried = await as.put(`/api/timesheet/${timesheetId}`, body([7, 8, 1], version));
    expect(retried.statusCode).toBe(200);
    expect(retried.json().timesheet.version).toBe(version + 1);
    const stored = (await as.get('/api/timesheet')).json().timesheet as {
      id: number;
      timesheetRows: { timesheetEntries: { hours: number }[] }[];
    };
    expect(stored.id).toBe(timesheetId);
    expect(
      stored.timesheetRows.flatMap((row) => row.timesheetEntries.map(({ hours }) => Number(hours))),
    ).toEqual([7, 8, 1]);
    // The pool's idle connections broke with the server; the pool reported it rather than crashing the app.
    expect(poolErrors.length).toBeGreaterThan(0);
  }, 120_000);
});
