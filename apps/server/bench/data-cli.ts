// `npm run bench:data -- --people 1000 --years 5 [--seed 7]`: a large company for the benchmark, in the
// PostgreSQL database named by DATABASE_URL (emptied first), or in the embedded one in DATA_DIR.
import { parseArgs } from 'node:util';
import { todayIso } from '@timekeep/shared/domain/periods';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/open-database';
import { generateCompany } from './company-data';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '1000' },
    years: { type: 'string', default: '5' },
    seed: { type: 'string', default: '7' },
  },
});
const size = {
  people: Number(values.people),
  years: Number(values.years),
  seed: Number(values.seed),
  today: todayIso(),
};
if (![size.people, size.years, size.seed].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('--people, --years and --seed take whole numbers above 0');
  process.exit(2);
}

const database = openDatabase(
  { databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || './data' },
  console,
);
try {
  const started = performance.now();
  await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await database.db.execute(sql`CREATE SCHEMA public`);
  await database.migrate();
  await generateCompany(database.db, size);
  const counts = await database.db.execute(sql`SELECT
      (SELECT count(*) FROM people) AS people, (SELECT count(*) FROM clients) AS clients,
      (SELECT count(*) FROM engagements) AS engagements, (SELECT count(*) FROM timesheets) AS timesheets,
      (SELECT count(*) FROM timesheet_entries) AS entries, (SELECT count(*) FROM time_off_requests) AS requests`);
  const row = (counts as unknown as { rows: Record<string, unknown>[] }).rows[0];
  console.log(
    `A company of ${size.people} people and ${size.years} years in ${Math.round((performance.now() - started) / 1000)} s (${database.kind}): ${JSON.stringify(row)}`,
  );
} finally {
  await database.close();
}
