import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs (stryker.config.mjs), per target. Stryker runs a static mutant (one evaluated when its
 * module loads, like a table of labels) against every test of these projects, so each holds only its target's
 * tests: the rules are scored by their unit tests, without the database suites.
 */
/** Property tests draw the same cases on every mutation run, so a run's scores reproduce. */
const FIXED_FAST_CHECK_SEED = '../../packages/shared/test/fast-check-seed.mjs';

const projects = {
  rules: [
    {
      extends: './packages/shared/vitest.config.ts',
      test: { root: 'packages/shared', setupFiles: [FIXED_FAST_CHECK_SEED] },
    },
    {
      test: {
        name: 'server-policies',
        root: 'apps/server',
        include: ['src/**/*.policy.test.ts', 'src/core/authorize.test.ts'],
        environment: 'node',
        setupFiles: [FIXED_FAST_CHECK_SEED],
      },
    },
  ],
  // The two fuzzers are left out: each is one test that reaches nearly every line, so every mutant would run
  // it (80 s for the outside fuzzer), and they assert documented answers, not rules. The focused API tests
  // are what must kill a rule's mutants.
  server: [
    {
      extends: './apps/server/vitest.config.ts',
      test: {
        root: 'apps/server',
        exclude: ['test/outside-fuzzer.test.ts', 'test/api-fuzz.test.ts'],
      },
    },
  ],
  // A command-line script's tests run it in a child process, as the user does: the setup file tells that
  // process which mutant is on.
  cli: [
    {
      test: {
        name: 'server-cli',
        root: 'apps/server',
        include: ['src/modules/**/*-cli.test.ts'],
        environment: 'node',
        testTimeout: 60_000,
        setupFiles: ['../../scripts/stryker-child-process-mutant.mjs'],
      },
    },
  ],
};

export default defineConfig({
  test: {
    projects: projects[process.env.MUTATION_TARGET ?? 'rules'],
  },
});
