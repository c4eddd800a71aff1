// `npm run test:coverage [shared|server]`: the unit and API tests with V8 coverage, as a map of what no test
// runs (docs/quality.md). Separate from `npm test`, which it neither slows down nor changes. The server runs on
// PGlite. Reports: coverage/<project>/ (index.html, coverage-summary.json), a summary printed at the end.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './bootstrap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = { shared: 'packages/shared/src', server: 'apps/server/src' };
const asked = process.argv.slice(2);
const projects = asked.length > 0 ? asked : Object.keys(sources);

ensureDependencies();
let failed = false;
for (const project of projects) {
  if (!(project in sources)) {
    console.error(`Unknown project ${project}: use ${Object.keys(sources).join(' or ')}.`);
    process.exit(2);
  }
  console.log(`\n=== coverage: ${project} ===`);
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--coverage.enabled',
      '--coverage.provider=v8',
      `--coverage.include=${sources[project]}/**/*.ts`,
      '--coverage.exclude=**/*.test.ts',
      '--coverage.reportOnFailure',
      '--coverage.reporter=text-summary',
      '--coverage.reporter=json-summary',
      '--coverage.reporter=html',
      `--coverage.reportsDirectory=coverage/${project}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'UTC', TEST_DB: 'pglite' } },
  );
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
