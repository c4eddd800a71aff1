import type { PGlite } from '@electric-sql/pglite';
import { type SQL, type SQLChunk, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';

/**
 * The job queue is pg-boss in the app's own database (schema `pgboss`): a job is a row, so it can be written
 * in the transaction of the change it follows, and `SELECT ... FOR UPDATE SKIP LOCKED` hands each job to one
 * worker whatever the number of app servers.
 */
export const QUEUE_SCHEMA = 'pgboss';

/** What pg-boss needs of a database: one call that runs SQL text, with or without `$n` parameters. */
export interface QueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Every queue the app uses, created by `installJobQueue` with its retry policy. */
export const QUEUES = {
  /**
   * One job per notification to email. Retries: about 30 s, 1, 2, 4... minutes apart (pg-boss doubles the
   * delay, with jitter), 10 of them, so a mail server down for up to about eight hours loses nothing.
   */
  notificationEmail: {
    name: 'notification-email',
    options: { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 },
  },
  /**
   * The scheduled reminder run (pg-boss's cron puts one job a tick, whatever the number of servers). A run
   * repeated after a failure writes nothing twice, so it may retry.
   */
  reminders: {
    name: 'reminders',
    options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 10 * 60 },
  },
  /**
   * Reopened periods closing again (issue 38): pg-boss's cron puts one job a minute, whatever the number of
   * servers; a run records every reopening that ended since, so a run after downtime catches up, and a repeated
   * one finds nothing left.
   */
  periodClose: {
    name: 'period-close',
    options: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 },
  },
  /**
   * Stand-ins whose range is over (issue 38): one job a minute, whatever the number of servers; a run tells
   * every lead not told yet (a run after downtime catches up), and claims each range once.
   */
  standInDigest: {
    name: 'stand-in-digest',
    options: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 },
  },
  /**
   * Time-off accruals, carry-overs and expiries (issue 39): one job every 15 minutes, whatever the number of
   * servers; a run posts whatever is due and not posted yet, so a repeated run posts nothing twice and a run
   * after downtime catches up.
   */
  accruals: {
    name: 'time-off-accruals',
    options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 10 * 60 },
  },
  /**
   * The webhook sender's tick (issue 41): a run starts sending every endpoint whose oldest pending delivery is
   * due, then queues the next run a second later. 'stately' keeps one run queued and one active across all
   * servers; a cron job a minute starts the chain again should it break (a server gone mid-run).
   */
  webhookDeliveries: {
    name: 'webhook-deliveries',
    options: { policy: 'stately', retryLimit: 1, retryDelay: 1, expireInSeconds: 60 },
  },
  /**
   * Background report exports (issue 42): one job per export too big to answer in its request. A job that
   * fails is not retried (the person is told and may ask again); a job that outlives a server is failed by
   * pg-boss when it expires.
   */
  reportExports: {
    name: 'report-exports',
    options: { retryLimit: 0, expireInSeconds: 30 * 60 },
  },
  /**
   * Removing background exports' files a day after they are ready: one job every 15 minutes, whatever the
   * number of servers.
   */
  reportExportExpiry: {
    name: 'report-export-expiry',
    options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 5 * 60 },
  },
} satisfies Record<string, { name: string; options: Omit<PgBoss.Queue, 'name'> }>;

/**
 * pg-boss's own queue for schedules: each cron tick puts a job there, which a scheduling server moves to the
 * schedule's queue. pg-boss creates it as a scheduling server starts, and swallows a failure; a server that
 * serves as a role without CREATE in the queue's schema (`DATABASE_OWNER_URL`) cannot, so migrations create it.
 */
export const SCHEDULE_QUEUE = '__pgboss__send-it';

/**
 * The embedded database as pg-boss's database. pg-boss sends its migrations and maintenance as several
 * statements in one text without parameters, which only PGlite's `exec` runs (as PostgreSQL's simple query
 * protocol does); with parameters it is one statement, and `query` binds them.
 */
export function pgliteQueueDb(client: PGlite): QueueDb {
  return {
    async executeSql(text, values) {
      if (values) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

/** A single quoted string (skipped whole, so a `$1` inside one stays text) or a `$n` parameter. */
const QUOTED_OR_PARAMETER = /'(?:[^']|'')*'|\$(\d+)/g;

/**
 * pg-boss's parameterised SQL as a Drizzle query: each `$n` becomes a Drizzle parameter holding the n-th
 * value (a parameter used twice is bound twice), so the statement runs on whatever connection the executor
 * holds, an open transaction included.
 */
export function drizzleQueryOf(text: string, values: readonly unknown[]): SQL {
  const chunks: SQLChunk[] = [];
  let last = 0;
  for (const match of text.matchAll(QUOTED_OR_PARAMETER)) {
    if (match[1] === undefined) continue;
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) {
      throw new Error(`the statement names $${match[1]} but has ${values.length} values`);
    }
    chunks.push(sql.raw(text.slice(last, match.index)), sql.param(values[index] ?? null));
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * A pg-boss that only writes jobs through the database it is handed on each call (`{ db }`): never started,
 * it holds no connection and no timer, and refuses to run anything on its own.
 */
export const jobProducer = new PgBoss({
  schema: QUEUE_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('jobs are written through a transaction: pass { db }')),
  },
});

/**
 * Creates or upgrades pg-boss's schema (its own versioned migrations, under its own lock) and the app's
 * queues. Part of every database migration, so every migrated database can take jobs, whether or not a
 * worker runs on it.
 */
export async function installJobQueue(queueDb: QueueDb): Promise<void> {
  const boss = new PgBoss({
    schema: QUEUE_SCHEMA,
    db: queueDb,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  try {
    for (const queue of Object.values(QUEUES)) {
      // createQueue does nothing when the queue exists (ON CONFLICT DO NOTHING), so servers may race here.
      await boss.createQueue(queue.name, { name: queue.name, ...queue.options });
    }
    await boss.createQueue(SCHEDULE_QUEUE);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

export interface JobRunnerOptions {
  /** How often an idle worker looks for jobs; pg-boss's minimum is 0.5 s. */
  pollingIntervalSeconds: number;
  /** Expiring jobs whose worker died, archiving and deleting old ones; on in the app server. */
  supervise: boolean;
  /** Putting the jobs of schedules (cron) in their queues when they are due; on in the app server. */
  schedule: boolean;
}

/** A started pg-boss on the app's database, for workers (`work`) and maintenance; `stop` ends its timers. */
export async function startJobRunner(queueDb: QueueDb, options: JobRunnerOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    schema: QUEUE_SCHEMA,
    db: queueDb,
    migrate: false,
    supervise: options.supervise,
    schedule: options.schedule,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });
  await boss.start();
  return boss;
}
