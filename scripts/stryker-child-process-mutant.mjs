// Vitest setup of the mutation target `cli` (vitest.mutation.config.ts): its tests run a command-line script as
// the user does, in a child process, which Stryker's Vitest runner does not tell which mutant is on. Stryker's
// instrumented code reads it from this environment variable when its own global is unset, and the tests pass
// their environment on to the process they start.
import { beforeEach } from 'vitest';

beforeEach(() => {
  const activeMutant = globalThis.__stryker__?.activeMutant;
  if (activeMutant === undefined) delete process.env.__STRYKER_ACTIVE_MUTANT__;
  else process.env.__STRYKER_ACTIVE_MUTANT__ = String(activeMutant);
});
