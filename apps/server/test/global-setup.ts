import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { todayIso } from '@timekeep/shared/domain/periods';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { seedDemoCompany } from '../src/db/seed/demo-company';

/**
 * With TEST_DB=postgres, builds one migrated and seeded template database on TEST_DATABASE_URL that every
 * test file copies (CREATE DATABASE ... TEMPLATE), and drops it at the end. Each file's copy carries this
 * run's prefix; a copy still there at the end is a leak (a test that did not destroy its database): the run
 * drops it and fails, naming it. Other runs on the same server have prefixes of their own, so they are left
 * alone.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('postgresTemplate', null);
    return providePgliteSnapshots(project);
  }
  project.provide('pgliteSnapshots', null);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = `timekeep_template_${randomBytes(6).toString('hex')}`;
  const databasePrefix = `timekeep_test_${randomBytes(4).toString('hex')}_`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const database = openPostgres(templateUrl.href, () => undefined);
  await database.migrate();
  await seedDemoCompany(database.db, todayIso());
  await database.close();
  project.provide('postgresTemplate', { url, template, databasePrefix });

  return async () => {
    const { rows: leaked } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname',
      [databasePrefix],
    );
    for (const { datname } of leaked) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    if (leaked.length > 0) {
      // Vitest reports an error thrown here but still exits 0; the exit code is what CI reads.
      process.exitCode = 1;
      throw new Error(
        `${leaked.length} test database(s) were left behind (dropped now): ${leaked.map((row) => row.datname).join(', ')}. A test file did not destroy its database.`,
      );
    }
  };
}

/** A PGlite database's files, as one uncompressed tar. */
async function dumpOf(database: Database): Promise<Buffer> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
}

/**
 * On the embedded database, migrates once and seeds once: each test file's database opens as a copy of these
 * dumps (a second, where a fresh migration and seed take three to four).
 */
async function providePgliteSnapshots(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'timekeep-pglite-'));
  const database = openPglite(undefined);
  await database.migrate();
  const migrated = path.join(folder, 'migrated.tar');
  writeFileSync(migrated, await dumpOf(database));
  await seedDemoCompany(database.db, todayIso());
  const seeded = path.join(folder, 'seeded.tar');
  writeFileSync(seeded, await dumpOf(database));
  await database.close();
  project.provide('pgliteSnapshots', { migrated, seeded });
  return () => rmSync(folder, { recursive: true, force: true });
}
