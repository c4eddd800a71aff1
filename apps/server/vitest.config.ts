import { configDefaults, defineProject } from 'vitest/config';

/**
 * The suite runs in full once: on PostgreSQL (TEST_DB=postgres, production's database) when there is one, else
 * on the embedded PGlite. `test/postgres` holds the fault tests that need a real PostgreSQL server (backends
 * terminated, locks held from outside, app server processes side by side): they run on PostgreSQL only.
 * `test/embedded` holds the embedded database's smoke of every module: it runs on PGlite only.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * With TEST_SCOPE=embedded (after the full run on PostgreSQL), only what is the embedded default's own: opening,
 * migrating and seeding it, its prepared statements and job queue (`src/db`), the database gone from under the
 * app, the one process that holds its folder (the reminders command), and the smoke of every module. Chosen by
 * folder and by test file name, so that files moving between modules stay chosen.
 */
const EMBEDDED_OWN = [
  'test/embedded/**/*.test.ts',
  'src/db/**/*.test.ts',
  '**/failures.test.ts',
  '**/reminders-cli.test.ts',
];

export default defineProject({
  test: {
    name: 'server',
    include: process.env.TEST_SCOPE === 'embedded' ? EMBEDDED_OWN : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The reminders command's tests open an embedded database of their own whatever TEST_DB says: on PostgreSQL
    // they would only repeat the embedded stage's run.
    exclude: [
      ...configDefaults.exclude,
      ...(onPostgres ? ['test/embedded/**', '**/reminders-cli.test.ts'] : ['test/postgres/**']),
    ],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
