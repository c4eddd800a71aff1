// Vitest setup of the mutation target `rules` (vitest.mutation.config.ts): fast-check draws the same cases on
// every run, so whether a property test kills a mutant is the same from one run to the next and a score
// reproduces. `npm test` keeps drawing new cases each run.
import fc from 'fast-check';

fc.configureGlobal({ seed: 20_261_124 });
