// `npm run bench`: measures the hot paths on the embedded database and on PostgreSQL (when
// BENCH_DATABASE_URL is set) and writes the figures to docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  datesOfPeriod,
  isWeekend,
  nextPeriod,
  periodContaining,
  todayIso,
} from '@timekeep/shared/domain/periods';
import {
  additionalProjectsResponseSchema,
  holidaysResponseSchema,
  projectsResponseSchema,
} from '@timekeep/shared/schemas/master-data';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { type App, buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { people, sessions } from '../src/db/schema';
import { seedDemoCompany } from '../src/db/seed/demo-company';
import { hashToken } from '../src/modules/auth/auth.service';

interface Figure {
  database: string;
  name: string;
  value: string;
}

const figures: Figure[] = [];

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

async function measure(label: string, database: Database) {
  const [, openMs] = await timed(() => database.ping());
  figures.push({ database: label, name: 'open: first query answered', value: `${openMs.toFixed(0)} ms` });
  const [, migrateMs] = await timed(() => database.migrate());
  figures.push({ database: label, name: 'migrate an empty database', value: `${migrateMs.toFixed(0)} ms` });
  const [, seedMs] = await timed(() => seedDemoCompany(database.db, todayIso()));
  figures.push({ database: label, name: 'seed the demo company', value: `${seedMs.toFixed(0)} ms` });

  const app = await buildApp({
    config: parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
    database,
    webRoot: null,
  });
  await app.ready();
  const [person] = await database.db
    .select({ id: people.id })
    .from(people)
    .where(eq(people.email, 'employee@example.com'));
  const token = randomBytes(24).toString('base64url');
  await database.db
    .insert(sessions)
    .values({ id: hashToken(token), personId: person!.id, expiresAt: new Date(Date.now() + 3_600_000) });
  const cookie = `timekeep_session=${token}`;

  const requests = 500;
  const latencies: number[] = [];
  for (let i = 0; i < 50; i += 1) await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  const [, totalMs] = await timed(async () => {
    for (let i = 0; i < requests; i += 1) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`GET /api/user answered ${response.statusCode}`);
      latencies.push(performance.now() - started);
    }
  });
  latencies.sort((a, b) => a - b);
  figures.push({
    database: label,
    name: `GET /api/user with a session (${requests} sequential requests)`,
    value: `p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p95 ${percentile(latencies, 0.95).toFixed(2)} ms, ${(requests / (totalMs / 1000)).toFixed(0)} req/s`,
  });
  await measureTimesheetSaves(label, app, cookie);
  await app.close();
  await database.close();
}

/** Saves a full period (every assigned project, every weekday) again and again, each based on the last. */
async function measureTimesheetSaves(label: string, app: App, cookie: string) {
  const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: { cookie } })).json();
  const period = nextPeriod(periodContaining(todayIso()));
  const { timesheet } = await get(`/api/timesheet?start_date=${period.startDate}`);
  const { projects } = projectsResponseSchema.parse(
    await get(`/api/projects?start_date=${period.startDate}`),
  );
  const { additionalProjects } = additionalProjectsResponseSchema.parse(
    await get('/api/additional_projects'),
  );
  const { holidays } = holidaysResponseSchema.parse(await get('/api/holidays'));
  const holidayDates = new Set(holidays.map((holiday) => holiday.date));
  const workdays = datesOfPeriod(period).filter((date) => !isWeekend(date) && !holidayDates.has(date));
  const within = (date: string, span: { startDate: string; endDate: string | null }) =>
    date >= span.startDate && (span.endDate === null || date <= span.endDate);
  const spans = [
    ...projects.flatMap((project) =>
      project.roles.map((role) => ({ resourceId: role.resourceId, span: role })),
    ),
    ...additionalProjects.flatMap((project) =>
      project.assignment ? [{ additionalProjectId: project.id, span: project.assignment }] : [],
    ),
  ];
  const rows = spans.map(({ span, ...project }) => ({
    ...project,
    timesheetEntries: workdays
      .filter((date) => within(date, span))
      .map((date) => ({ date, hours: 1.5, note: 'Benchmark entry' })),
  }));
  const entryCount = rows.reduce((sum, row) => sum + row.timesheetEntries.length, 0);
  const payload = (version: number) => ({
    timesheetPeriodId: timesheet.timesheetPeriodId,
    version,
    timesheetRows: rows,
  });

  const created = await app.inject({
    method: 'POST',
    url: '/api/timesheet',
    headers: { cookie },
    payload: payload(0),
  });
  if (created.statusCode !== 200)
    throw new Error(`POST /api/timesheet answered ${created.statusCode}: ${created.body}`);
  let { id, version } = created.json().timesheet as { id: number; version: number };
  const saves = 100;
  const latencies: number[] = [];
  for (let i = 0; i < saves; i += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'PUT',
      url: `/api/timesheet/${id}`,
      headers: { cookie },
      payload: payload(version),
    });
    if (response.statusCode !== 200) throw new Error(`PUT /api/timesheet answered ${response.statusCode}`);
    latencies.push(performance.now() - started);
    ({ id, version } = response.json().timesheet);
  }
  latencies.sort((a, b) => a - b);
  figures.push({
    database: label,
    name: `PUT /api/timesheet/{id}: ${rows.length} rows, ${entryCount} entries (${saves} sequential saves)`,
    value: `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms`,
  });
}

await measure('PGlite (in memory)', openPglite(undefined));

const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) {
  const name = `timekeep_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    await measure(
      'PostgreSQL',
      openPostgres(url.href, () => undefined),
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const memory = process.memoryUsage();
const lines = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` (apps/server/bench/run.ts); PostgreSQL figures need `BENCH_DATABASE_URL`.',
  `Last run: ${new Date().toISOString()} on Node ${process.version}, ${process.platform}/${process.arch}.`,
  'Requests go through `app.inject` (the whole Fastify pipeline: hooks, session lookup, validation,',
  'serialization) without a network socket. Figures are from one run on a 2-core machine; other work on',
  'the machine at the time slows them.',
  '',
  '| database | what | figure |',
  '|---|---|---|',
  ...figures.map((figure) => `| ${figure.database} | ${figure.name} | ${figure.value} |`),
  '',
  `Process memory after the run: rss ${(memory.rss / 1048576).toFixed(0)} MiB, heap used ${(memory.heapUsed / 1048576).toFixed(0)} MiB.`,
  '',
];
const output = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/benchmarks.md');
writeFileSync(output, lines.join('\n'));
console.log(lines.join('\n'));
