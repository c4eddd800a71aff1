import { randomBytes } from 'node:crypto';
import { todayIso } from '@timekeep/shared/domain/periods';
import { and, eq, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { QUEUE_SCHEMA, QUEUES, SCHEDULE_QUEUE } from '../../src/db/job-queue';
import { openDatabase } from '../../src/db/open-database';
import { notifications } from '../../src/db/schema';
import { seedDemoCompany } from '../../src/db/seed/demo-company';
import { createAdditionalProject, createPerson, oneRowSaveBody, periodOn } from '../factories';
import { requestsWith } from '../request';
import { eventually } from '../smtp-stand-in';
import { StatementLog } from '../statement-log';
import { capturedLog, createTestApp, signInThroughProvider, testConfig } from '../test-app';

/**
 * Issue 35, finding 10: with DATABASE_OWNER_URL, migrations run as a role that owns the tables and the app
 * serves as DATABASE_URL's role, which may only read and add to the audit log. Two roles and a database of
 * this file's own on the machine's server (roles belong to the whole server), all dropped at the end.
 */
const server = inject('postgresTemplate')!;
const suffix = randomBytes(4).toString('hex');
const OWNER = `timekeep_owner_${suffix}`;
const SERVING = `timekeep_app_${suffix}`;
/** This run's prefix: global teardown fails the run if the database is left behind. */
const DATABASE = `${server.databasePrefix}roles_${suffix}`;
const SLOW = { timeout: 180_000 };

/** This file's database, as `role` or (without one) as the superuser the test server is reached as. */
function urlAs(role?: string): string {
  const url = new URL(server.url);
  if (role) url.username = role;
  url.pathname = `/${DATABASE}`;
  return url.href;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'timekeep-test' });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The app as `server.ts` opens it from the environment: DATABASE_URL, and DATABASE_OWNER_URL when given. */
function openAs(env: { DATABASE_URL: string; DATABASE_OWNER_URL?: string }): Database {
  return openDatabase(testConfig(env), { error: () => undefined });
}

/**
 * What a role that wants the audit log changed would try, each in a transaction rolled back after it (the
 * log is left as it was): the error PostgreSQL answers, or `done`.
 */
const TAMPERING = {
  update: ['UPDATE audit_log SET action = $$tampered$$'],
  delete: ['DELETE FROM audit_log'],
  truncate: ['TRUNCATE audit_log'],
  disableTrigger: ['ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only'],
  eraseWithoutTrigger: [
    'ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only',
    'DELETE FROM audit_log',
  ],
};

async function tamperWithAuditLog(client: pg.Client): Promise<Record<keyof typeof TAMPERING, string>> {
  const outcomes = {} as Record<keyof typeof TAMPERING, string>;
  for (const [attempt, statements] of Object.entries(TAMPERING) as [keyof typeof TAMPERING, string[]][]) {
    await client.query('BEGIN');
    try {
      for (const statement of statements) await client.query(statement);
      outcomes[attempt] = 'done';
    } catch (error) {
      outcomes[attempt] = (error as Error).message;
    } finally {
      await client.query('ROLLBACK');
    }
  }
  return outcomes;
}

const REFUSED = {
  update: 'permission denied for table audit_log',
  delete: 'permission denied for table audit_log',
  truncate: 'permission denied for table audit_log',
  disableTrigger: 'must be owner of table audit_log',
  eraseWithoutTrigger: 'must be owner of table audit_log',
};

const auditCount = (client: pg.Client) =>
  client
    .query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log')
    .then(({ rows }) => rows[0]!.count);

beforeAll(async () => {
  await withClient(server.url, async (admin) => {
    await admin.query(`CREATE ROLE ${OWNER} LOGIN`);
    await admin.query(`CREATE ROLE ${SERVING} LOGIN`);
    await admin.query(`CREATE DATABASE ${DATABASE} OWNER ${OWNER}`);
  });
});

afterAll(async () => {
  await withClient(server.url, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`DROP ROLE IF EXISTS ${SERVING}`);
    await admin.query(`DROP ROLE IF EXISTS ${OWNER}`);
  });
});

const twoRoles = { DATABASE_URL: urlAs(SERVING), DATABASE_OWNER_URL: urlAs(OWNER) };

/**
 * The app as a server runs it with both URLs: migrated by the owner role, then serving (the job queue's
 * workers, schedules and upkeep included) as the other; its warnings and errors are kept.
 */
async function serveWithTwoRoles(options: { seed?: boolean } = {}) {
  const database = openAs(twoRoles);
  await database.migrate();
  // As `npm run db:seed` seeds: through DATABASE_URL's role.
  if (options.seed) await seedDemoCompany(database.db, todayIso());
  const log = capturedLog();
  const context = await createTestApp(
    { ...twoRoles, LOG_LEVEL: 'warn' },
    {
      database: {
        ...database,
        statements: new StatementLog(),
        url: urlAs(SERVING),
        destroy: () => database.close(),
      },
      jobs: { pollingIntervalSeconds: 0.5, supervise: true, schedule: true },
      logStream: log.stream,
    },
  );
  return {
    database,
    context,
    async close() {
      await context.close();
      await database.close();
      expect(log.lines.filter((line) => line.includes('permission denied'))).toEqual([]);
    },
  };
}

describe('an owner role migrates, a role of its own serves (DATABASE_OWNER_URL)', () => {
  it(
    'serves sign-in, a save and a submission, and the serving role can only read and add to the audit log',
    SLOW,
    async () => {
      const { database, context, close } = await serveWithTwoRoles({ seed: true });
      try {
        const lead = await createPerson(context);
        const person = await createPerson(context, { teamLeadId: lead.id });
        const { project } = await createAdditionalProject(context, person);
        const { jar } = await signInThroughProvider(context.app, person.email);
        const as = requestsWith(context.app, { cookie: jar.header() });
        const period = await periodOn(context, todayIso());
        const saved = await as.post('/api/timesheet', oneRowSaveBody(period, project.id, [8, 8], 0));
        expect(saved.statusCode, saved.body).toBe(200);
        const { id, version } = saved.json().timesheet as { id: number; version: number };
        const submitted = await as.patch(`/api/timesheet/${id}/submit`, { version });
        expect(submitted.statusCode, submitted.body).toBe(200);
        // The submission's email to the lead went through pg-boss's queue, as the serving role.
        await eventually(() =>
          database.db
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(eq(notifications.recipientId, lead.id), isNotNull(notifications.emailedAt)))
            .then((rows) => rows.length > 0),
        );

        await withClient(urlAs(SERVING), async (serving) => {
          const { rows: written } = await serving.query<{ action: string }>(
            `SELECT action FROM audit_log WHERE entity_type = 'timesheet' AND entity_id = $1 ORDER BY id`,
            [String(id)],
          );
          expect(written.map((row) => row.action)).toEqual(['timesheet_created', 'timesheet_submitted']);
          const before = await auditCount(serving);
          expect(await tamperWithAuditLog(serving)).toEqual(REFUSED);
          expect(await auditCount(serving)).toBe(before);
          const { rows: owned } = await serving.query(
            `SELECT relname FROM pg_class WHERE relowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)`,
          );
          expect(owned).toEqual([]);
        });
      } finally {
        await close();
      }
    },
  );

  it("runs pg-boss's schedules and upkeep as the serving role", SLOW, async () => {
    const { database, close } = await serveWithTwoRoles();
    // A second pg-boss beside the app's, as DATABASE_URL's role: its upkeep runs every second.
    const upkeep = new PgBoss({
      schema: QUEUE_SCHEMA,
      db: database.queueDb,
      migrate: false,
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: 1,
    });
    const maintained = new Promise((resolve, reject) => {
      upkeep.once('maintenance', resolve);
      upkeep.once('error', reject);
    });
    await upkeep.start();
    try {
      await maintained;
      // What a cron tick does: a job in pg-boss's schedule queue, which the app moves to the reminders queue.
      await upkeep.send(SCHEDULE_QUEUE, { name: QUEUES.reminders.name, data: {} });
      await eventually(
        () =>
          database.queueDb
            .executeSql(`SELECT 1 FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND state = 'completed'`, [
              QUEUES.reminders.name,
            ])
            .then(({ rows }) => rows.length > 0),
        30_000,
      );
    } finally {
      await upkeep.stop({ graceful: false, close: false });
      await close();
    }
  });

  it('refuses to serve as a role that has the owner powers, before migrating anything', async () => {
    const sameRole = openAs({ DATABASE_URL: urlAs(OWNER), DATABASE_OWNER_URL: urlAs(OWNER) });
    await expect(sameRole.migrate()).rejects.toThrow(
      `DATABASE_URL connects as "${OWNER}", which has the privileges of DATABASE_OWNER_URL's role "${OWNER}"`,
    );
    await sameRole.close();
    const superuser = openAs({ DATABASE_URL: urlAs(), DATABASE_OWNER_URL: urlAs(OWNER) });
    await expect(superuser.migrate()).rejects.toThrow(
      /which has the privileges of DATABASE_OWNER_URL's role/,
    );
    await superuser.close();
  });

  it('refuses to serve as a role that still owns a table, naming it and the way to hand it over', async () => {
    const database = openAs(twoRoles);
    await database.migrate();
    await withClient(urlAs(), (admin) => admin.query(`ALTER TABLE holidays OWNER TO ${SERVING}`));
    try {
      await expect(database.migrate()).rejects.toThrow(
        `DATABASE_URL connects as "${SERVING}", which owns public.holidays: serving as it, the app could change the audit log. Hand them to the owner role first: REASSIGN OWNED BY "${SERVING}" TO "${OWNER}";`,
      );
    } finally {
      await withClient(urlAs(), (admin) => admin.query(`ALTER TABLE holidays OWNER TO ${OWNER}`));
      await database.close();
    }
  });
});

describe('one role, as without DATABASE_OWNER_URL', () => {
  it('gets past the append-only triggers: the same tampering the serving role is refused', SLOW, async () => {
    // The role that migrated owns the tables (the owner role stands for it, the database already migrated).
    const database = openAs({ DATABASE_URL: urlAs(OWNER) });
    await database.migrate();
    await database.close();
    await withClient(urlAs(OWNER), async (oneRole) => {
      await oneRole.query(`INSERT INTO audit_log (action, entity_type) VALUES ('written', 'test')`);
      const outcomes = await tamperWithAuditLog(oneRole);
      expect(outcomes).not.toEqual(REFUSED);
      expect(outcomes).toEqual({
        update: 'audit_log is append-only: UPDATE is not allowed',
        delete: 'audit_log is append-only: DELETE is not allowed',
        truncate: 'audit_log is append-only: TRUNCATE is not allowed',
        disableTrigger: 'done',
        eraseWithoutTrigger: 'done',
      });
    });
  });
});
