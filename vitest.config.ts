import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default of one worker per core less one leaves a 2-core machine with one worker, and the suites
    // wait on PostgreSQL, jsdom and child processes often enough that two on two cores finish sooner: the web
    // unit tests in 64 s against 89 s, the API suite on PostgreSQL in 168 s against about 280 s (docs/quality.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
