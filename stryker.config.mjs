// Mutation testing (`npm run test:mutation [rules|server|cli]`, see scripts/mutation.mjs and docs/quality.md).
// The target comes from MUTATION_TARGET, set by that script.
const targets = {
  // The pure rules: the shared domain, the server's policies and the scope rules they share, against their
  // own unit tests (no database).
  rules: {
    mutate: [
      'packages/shared/src/domain/**/*.ts',
      '!packages/shared/src/domain/**/*.test.ts',
      'apps/server/src/**/*.policy.ts',
      'apps/server/src/core/authorize.ts',
      'apps/server/src/core/team-scope/team-scope.ts',
    ],
  },
  // The server's rules and transactions (services, one file per use case) and queries, against the whole
  // server suite on PGlite: slow, run it on the files a change touches (`--mutate <file>`).
  server: {
    mutate: [
      'apps/server/src/{core,modules}/**/*.ts',
      '!apps/server/src/{core,modules}/**/*.test.ts',
      '!apps/server/src/modules/*/index.ts',
      '!apps/server/src/modules/**/*.routes.ts',
      '!apps/server/src/modules/**/*.policy.ts',
      '!apps/server/src/core/team-scope/team-scope.ts',
      '!apps/server/src/core/authorize.ts',
      '!apps/server/src/modules/**/*-cli.ts',
    ],
  },
  // The command-line scripts of the modules (`npm run reminders`), against their own tests, which run them in a
  // child process: Stryker cannot see which test covers what there, so every mutant runs those tests. Not
  // incremental: without coverage, Stryker 9.6 reuses a survivor even when a new test would kill it.
  cli: {
    mutate: ['apps/server/src/modules/**/*-cli.ts'],
    coverageAnalysis: 'off',
    incremental: false,
  },
};

const name = process.env.MUTATION_TARGET ?? 'rules';
const target = targets[name];
if (!target) throw new Error(`MUTATION_TARGET must be one of ${Object.keys(targets).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Which tests run is the target's projects in vitest.mutation.config.ts, not Stryker's `testFiles`: with
  // `testFiles`, Stryker 9.6 activates a static mutant (a label table, a constant) only after its module has
  // loaded, so every static mutant "survived". Without `related`, a static mutant runs all of the target's tests.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: target.mutate,
  coverageAnalysis: target.coverageAnalysis ?? 'perTest',
  // TypeScript 7 has no JavaScript API, which Stryker's tsconfig rewriting and its checker call: no checker,
  // Vitest (esbuild) transpiles, and the tsconfig setting names a file that does not exist, so nothing is rewritten.
  checkers: [],
  tsconfigFile: 'tsconfig.stryker-none.json',
  // The sandbox lives inside the repository, so Node finds the root node_modules (npm workspaces) from it.
  tempDirName: '.stryker-tmp',
  concurrency: 2,
  incremental: target.incremental ?? true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  thresholds: { high: 90, low: 80, break: null },
  timeoutMS: name === 'rules' ? 5_000 : 60_000,
  // The server target's first run is the whole server suite on PGlite with coverage per test (the
  // authorization matrix and the API fuzzer among it): past Stryker's default 5 minutes on two busy cores.
  dryRunTimeoutMinutes: name === 'server' ? 30 : 5,
};
