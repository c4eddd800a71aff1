import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs (stryker.config.mjs), per target. Stryker runs a static mutant (one evaluated when its
 * module loads, like a table of labels) against every test of these projects, so each holds only its target's
 * tests: the rules are scored by their unit tests, without the database suites.
 */
const projects = {
  rules: [
    'packages/shared',
    {
      test: {
        name: 'server-policies',
        root: 'apps/server',
        include: ['src/**/*.policy.test.ts', 'src/lib/policy-guards.test.ts'],
        environment: 'node',
      },
    },
  ],
  server: ['apps/server'],
};

export default defineConfig({
  test: {
    projects: projects[process.env.MUTATION_TARGET === 'server' ? 'server' : 'rules'],
  },
});
