import { PgDialect } from 'drizzle-orm/pg-core';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { drizzleQueryOf, QUEUES, startJobRunner } from './job-queue';

const dialect = new PgDialect();
const render = (text: string, values: unknown[]) => {
  const { sql, params } = dialect.sqlToQuery(drizzleQueryOf(text, values));
  return { sql, params };
};

describe('drizzleQueryOf: pg-boss SQL as a Drizzle query', () => {
  it('binds each $n to its value, in order, a repeated one each time it appears', () => {
    expect(render('SELECT $2::int + $1::int, $2 AS again', [1, 2])).toEqual({
      sql: 'SELECT $1::int + $2::int, $3 AS again',
      params: [2, 1, 2],
    });
  });

  it('binds $10 as the tenth value, not the first followed by 0', () => {
    const values = Array.from({ length: 10 }, (_, index) => index + 1);
    expect(render('SELECT $10, $1', values)).toEqual({ sql: 'SELECT $1, $2', params: [10, 1] });
  });

  it('leaves a $n inside a quoted string as text, quotes doubled inside it included', () => {
    expect(render("SELECT 'it''s $1', $1", ['value'])).toEqual({
      sql: "SELECT 'it''s $1', $1",
      params: ['value'],
    });
  });

  it('sends no value as null (pg-boss leaves optional ones undefined)', () => {
    expect(render('SELECT $1, $2', [undefined, null]).params).toEqual([null, null]);
  });

  it('keeps text without parameters as it is', () => {
    expect(render('SELECT 1; SELECT 2', [])).toEqual({ sql: 'SELECT 1; SELECT 2', params: [] });
  });

  it('refuses a $n that has no value', () => {
    expect(() => drizzleQueryOf('SELECT $2', ['only one'])).toThrow(/names \$2 but has 1 values/);
  });
});

describe('the job queue in the database', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('is installed by the migrations, with the email queue and its retry policy', async () => {
    const boss = new PgBoss({ db: database.queueDb });
    expect(await boss.getQueue(QUEUES.notificationEmail.name)).toMatchObject({
      name: 'notification-email',
      retryLimit: 10,
      retryDelay: 30,
      retryBackoff: true,
    });
  });

  it("runs pg-boss's upkeep (expiring, archiving, deleting old jobs) on the database", async () => {
    const runner = await startJobRunner(database.queueDb, {
      pollingIntervalSeconds: 0.5,
      supervise: true,
      schedule: false,
    });
    try {
      await expect(runner.maintain()).resolves.toMatchObject({ ms: expect.any(Number) });
    } finally {
      await runner.stop({ graceful: false, close: false });
    }
  });
});
