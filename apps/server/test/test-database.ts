import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres, type PoolSettings } from '../src/db/client';
import { StatementLog } from './statement-log';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Set when the suite runs on PostgreSQL: the migrated, seeded template each test file copies, and this
     * run's prefix of the copies' names (global teardown fails the run when one is left behind).
     */
    postgresTemplate: { url: string; template: string; databasePrefix: string } | null;
    /** Set on the embedded database: dumps of a migrated database, and of one that also holds the demo company. */
    pgliteSnapshots: { migrated: string; seeded: string } | null;
  }
}

export interface TestDatabase extends Database {
  /** Drops the per-file database (PostgreSQL) or closes it (PGlite). */
  destroy(): Promise<void>;
  /** Every statement the app sends through `db`, while a test records. */
  statements: StatementLog;
  /** The PostgreSQL database's address (for a server process or a second connection); null on PGlite. */
  url: string | null;
}

/**
 * A migrated database holding the demo company, private to one test file: an in-memory PGlite opened from
 * the snapshot made in global setup, or a copy of the PostgreSQL template made there when TEST_DB=postgres.
 */
export async function createTestDatabase(
  options: { seed?: boolean; pool?: PoolSettings } = {},
): Promise<TestDatabase> {
  const seed = options.seed ?? true;
  const postgres = inject('postgresTemplate');
  const statements = new StatementLog();
  if (!postgres) {
    const snapshots = inject('pgliteSnapshots');
    if (!snapshots) throw new Error('global-setup.ts provides the PGlite snapshots on the embedded database');
    const copyOf = new Blob([readFileSync(seed ? snapshots.seeded : snapshots.migrated)]);
    const database = onceClosed(openPglite(undefined, { logger: statements, copyOf }));
    return { ...database, statements, url: null, destroy: () => database.close() };
  }
  const name = `${postgres.databasePrefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  try {
    await admin.query(
      seed ? `CREATE DATABASE ${name} TEMPLATE ${postgres.template}` : `CREATE DATABASE ${name}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  const database = onceClosed(
    openPostgres(url.href, () => undefined, { logger: statements, pool: options.pool }),
  );
  if (!seed) await database.migrate();
  return {
    ...database,
    statements,
    url: url.href,
    async destroy() {
      await database.close();
      const dropper = new pg.Client({ connectionString: postgres.url });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Closing twice is a no-op: a test may close the database itself (to see the app without one), and the
 * per-file database must still be dropped afterwards (pg's pool refuses a second end()).
 */
function onceClosed(database: Database): Database {
  let closed: Promise<void> | undefined;
  return {
    ...database,
    close: () => {
      closed ??= database.close();
      return closed;
    },
  };
}
