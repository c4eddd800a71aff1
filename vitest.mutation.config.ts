import { defineConfig } from 'vitest/config';

// The projects Stryker runs (stryker.config.mjs): the web app's tests mutate nothing of the targets.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server'],
  },
});
