import { configDefaults, defineProject } from 'vitest/config';

/**
 * `test/postgres` holds the fault tests that need a real PostgreSQL server (backends terminated, locks held
 * from outside, app server processes side by side): they run in the PostgreSQL run only.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(onPostgres ? [] : ['test/postgres/**'])],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
