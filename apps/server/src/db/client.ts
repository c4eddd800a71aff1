import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, type Logger, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installJobQueue, pgliteQueueDb, type QueueDb } from './job-queue';
import { withPreparedReads } from './pglite-prepared-reads';
import * as schema from './schema';
import { grantServingRole, refuseOwnerPowers, roleOf } from './serving-role';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The same database as pg-boss's, for the job queue's workers and maintenance (`db/job-queue.ts`). */
  queueDb: QueueDb;
  /** Applies the app's migrations, then installs or upgrades the job queue's schema and queues. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Runs one statement whole and hands its rows on in batches of `batchSize` as they arrive, without keeping
   * them: on PostgreSQL from pg's row events while the database still sends; on PGlite, which answers a
   * statement at once, from its whole result. Values are read as Drizzle's `execute` reads them.
   */
  streamRows<Row>(statement: SQL, batchSize: number, onRows: (rows: Row[]) => void): Promise<void>;
}

export interface OpenOptions {
  /** Sees every statement the app sends (tests count them); none by default. */
  logger?: Logger;
  /** The app server's limits (`Config.databasePool`); the command-line tools run without timeouts. */
  pool?: PoolSettings;
  /**
   * An in-memory PGlite opened as a copy of another's dump (PGlite's `dumpDataDir`): the tests' databases
   * start from one migrated and seeded snapshot instead of migrating each.
   */
  copyOf?: Blob;
  /**
   * PostgreSQL only (`DATABASE_OWNER_URL`): migrations connect with it, then grant the pool's role only what
   * the app needs (`db/serving-role.ts`). Without it, the pool's role migrates and owns the tables.
   */
  ownerUrl?: string;
}

export interface PoolSettings {
  size: number;
  /** The longest wait for a free connection, or for a new one to open. */
  connectTimeoutMs: number;
  /** PostgreSQL's `statement_timeout` on every connection. */
  statementTimeoutMs: number;
}

/** Date and time types (and their arrays) come back as PostgreSQL's text, as Drizzle's node-postgres driver reads them. */
const TEXT_READ_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const driverTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    TEXT_READ_TYPES.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format),
};

/** A statement's rows through pg's row events, `batchSize` at a time; none of them kept once handed on. */
async function streamPgRows<Row>(
  pool: pg.Pool,
  logger: Logger | undefined,
  statement: SQL,
  batchSize: number,
  onRows: (rows: Row[]) => void,
): Promise<void> {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  logger?.logQuery(text, params);
  const client = await pool.connect();
  // A connection whose statement failed, or whose rows were given up midway, is closed rather than reused:
  // it may be the connection that failed, and closing it stops the statement (PostgreSQL ends a backend whose
  // client is gone) instead of reading the rest for nothing.
  let closeConnection: Error | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      let batch: Row[] = [];
      let stopped = false;
      const stop = (error: unknown) => {
        if (stopped) return;
        stopped = true;
        closeConnection = error instanceof Error ? error : new Error(String(error));
        reject(error);
      };
      const handOn = () => {
        const rows = batch;
        batch = [];
        try {
          onRows(rows);
        } catch (error) {
          stop(error);
        }
      };
      const query = client.query(new pg.Query({ text, values: params, types: driverTypes }));
      query.on('row', (row: Row) => {
        if (stopped) return;
        batch.push(row);
        if (batch.length === batchSize) handOn();
      });
      query.on('error', stop);
      query.on('end', () => {
        if (stopped) return;
        if (batch.length > 0) handOn();
        if (!stopped) resolve();
      });
    });
  } finally {
    client.release(closeConnection);
  }
}

/** Any key will do as long as every app server uses the same one: it serialises concurrent migrations. */
const MIGRATION_LOCK_KEY = 742_196_001;

/** Migrations sit beside this module in the source tree and beside server.js in the build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  return (
    candidates.find((folder) => existsSync(path.join(folder, 'meta', '_journal.json'))) ?? candidates[0]!
  );
}

export function openPostgres(
  url: string,
  onError: (error: Error) => void,
  options: OpenOptions = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    // Names the app's connections in pg_stat_activity (and lets the fault tests find them).
    application_name: 'timekeep',
    max: options.pool?.size ?? 10,
    connectionTimeoutMillis: options.pool?.connectTimeoutMs,
    statement_timeout: options.pool?.statementTimeoutMs,
    // No JIT compiling: the app's statements are short, and a row count the planner guesses high (a series
    // per row) makes PostgreSQL spend 50 to 500 ms compiling a statement that then runs in 20 (docs/decisions.md).
    options: '-c jit=off',
    // A connection whose server vanished (a failover, a dropped network) is noticed instead of hanging.
    keepAlive: true,
  });
  // Without a listener, a dropped idle connection crashes Node.
  pool.on('error', onError);
  const db = drizzlePg(pool, { schema, logger: options.logger }) as unknown as Db;
  /** The owner's connection of its own when there is an owner role, else one of the pool's. */
  async function migrationConnection(): Promise<{
    client: pg.Client | pg.PoolClient;
    done(): Promise<void>;
  }> {
    if (!options.ownerUrl) {
      const client = await pool.connect();
      return { client, done: async () => client.release() };
    }
    const client = new pg.Client({ connectionString: options.ownerUrl, application_name: 'timekeep' });
    client.on('error', onError);
    await client.connect();
    return { client, done: () => client.end() };
  }
  return {
    db,
    kind: 'postgres',
    queueDb: { executeSql: (text, values) => pool.query(text, values) },
    async migrate() {
      const servingRole = options.ownerUrl ? await roleOf(pool) : undefined;
      const { client, done } = await migrationConnection();
      try {
        // Waiting for another server's migrations, or building an index, may take longer than a request.
        await client.query('SET statement_timeout = 0');
        if (servingRole) await refuseOwnerPowers(client, servingRole);
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
        await installJobQueue({ executeSql: (text, values) => client.query(text, values) });
        if (servingRole) await grantServingRole(client, servingRole);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await client.query('RESET statement_timeout').catch(() => undefined);
        await done();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
    streamRows: (statement, batchSize, onRows) =>
      streamPgRows(pool, options.logger, statement, batchSize, onRows),
  };
}

/** The embedded database: file-backed in `dataDir`, or in memory when `dataDir` is undefined. */
export function openPglite(dataDir: string | undefined, options: OpenOptions = {}): Database {
  let client: PGlite;
  if (dataDir) {
    // npm runs workspace scripts inside their package; a relative DATA_DIR means the folder npm started in.
    const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder);
  } else {
    client = new PGlite(options.copyOf ? { loadDataDir: options.copyOf } : undefined);
  }
  const db = drizzlePglite(withPreparedReads(client), { schema, logger: options.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    queueDb: pgliteQueueDb(client),
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
      await installJobQueue(pgliteQueueDb(client));
    },
    ping: () => ping(db),
    close: () => client.close(),
    async streamRows<Row>(statement: SQL, batchSize: number, onRows: (rows: Row[]) => void) {
      const { rows } = (await db.execute(statement)) as unknown as { rows: Row[] };
      for (let start = 0; start < rows.length; start += batchSize)
        onRows(rows.slice(start, start + batchSize));
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await Promise.race([
      db.execute(sql`SELECT 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), 2000)),
    ]);
    return true;
  } catch {
    return false;
  }
}
