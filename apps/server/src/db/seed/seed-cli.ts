import { todayIso } from '@timekeep/shared/domain/periods';
import { getTableName } from 'drizzle-orm';
import type { Db } from '../client';
import { openDatabase } from '../open-database';
import {
  clients,
  engagements,
  holidays,
  people,
  resources,
  timeOffRequests,
  timesheetEntries,
  timesheetPeriods,
  timesheets,
} from '../schema';
import { isSeeded, seedDemoCompany } from './demo-company';

async function describeCounts(db: Db): Promise<string> {
  const tables = [
    people,
    clients,
    engagements,
    resources,
    timesheetPeriods,
    holidays,
    timesheets,
    timesheetEntries,
    timeOffRequests,
  ];
  const counts = await Promise.all(
    tables.map(async (table) => `${getTableName(table)} ${await db.$count(table)}`),
  );
  return counts.join(', ');
}

const database = openDatabase(
  {
    databaseUrl: process.env.DATABASE_URL || undefined,
    databaseOwnerUrl: process.env.DATABASE_OWNER_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  },
  console,
);
const where = database.kind === 'postgres' ? 'PostgreSQL' : 'embedded';
try {
  await database.migrate();
  if (await isSeeded(database.db)) {
    console.log(`Database already seeded (${where}); nothing to do.`);
  } else {
    const today = todayIso();
    const started = performance.now();
    await seedDemoCompany(database.db, today);
    const elapsed = Math.round(performance.now() - started);
    console.log(`Seeded the demo company into the ${where} database for ${today} in ${elapsed} ms.`);
    console.log(`Rows: ${await describeCounts(database.db)}.`);
  }
} finally {
  await database.close();
}
