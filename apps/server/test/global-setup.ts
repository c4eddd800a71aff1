import { randomBytes } from 'node:crypto';
import { todayIso } from '@timekeep/shared/domain/periods';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client';
import { seedDemoCompany } from '../src/db/seed/demo-company';

/**
 * With TEST_DB=postgres, builds one migrated and seeded template database on TEST_DATABASE_URL that every
 * test file copies (CREATE DATABASE ... TEMPLATE), and drops it at the end.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('postgresTemplate', null);
    return;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = `timekeep_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const database = openPostgres(templateUrl.href, () => undefined);
  await database.migrate();
  await seedDemoCompany(database.db, todayIso());
  await database.close();
  project.provide('postgresTemplate', { url, template });

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
