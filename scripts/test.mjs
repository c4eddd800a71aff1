// `npm test`: everything, on a fresh clone. Installs what is missing, then typecheck, lint, the OpenAPI lint,
// unit tests, API integration tests (PGlite always, PostgreSQL when TEST_DATABASE_URL is set), build, the
// bundle-size limit and browser end-to-end tests. Prints `N passed, N failed, N skipped` last; exits
// non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './bootstrap.mjs';
import { ensureChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp', 'test-reports');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', ...env },
  });
  return result.status === 0;
}

/** A step that is not a test runner (typecheck, lint, build): not a test, but its failure counts as one. */
function check(name, command, args) {
  console.log(`\n=== ${name} ===`);
  if (!run(command, args)) add(name, { passed: 0, failed: 1, skipped: 0 });
}

function vitest(name, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  const counted = countVitest(report);
  if (!ok && counted.failed === 0) counted.failed = 1;
  add(name, counted);
}

function countVitest(report) {
  if (!existsSync(report)) return { passed: 0, failed: 0, skipped: 0 };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  return {
    passed: json.numPassedTests ?? 0,
    failed:
      (json.numFailedTests ?? 0) +
      (json.testResults ?? []).filter(
        (file) => file.status === 'failed' && file.assertionResults?.length === 0,
      ).length,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  };
}

function playwright(name) {
  console.log(`\n=== ${name} ===`);
  const report = path.join(reports, 'e2e.json');
  const ok = run('npx', ['playwright', 'test', '--config', 'apps/web/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  let counted = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(report)) {
    const stats = JSON.parse(readFileSync(report, 'utf8')).stats ?? {};
    counted = {
      passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
      failed: stats.unexpected ?? 0,
      skipped: stats.skipped ?? 0,
    };
  }
  if (!ok && counted.failed === 0) counted.failed = 1;
  add(name, counted);
}

function add(name, counted) {
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  if (counted.failed > 0) failedSteps.push(name);
}

function canReach(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(3000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

ensureDependencies();
process.env.CHROMIUM_PATH = ensureChromium();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
check('lint', 'npx', ['biome', 'check', '.']);
// docs/api/openapi.json must be the document the routes generate now, and pass Redocly (redocly.yaml).
check('OpenAPI lint', 'npm', ['run', 'lint:api', '--silent']);
vitest('unit tests', ['--project', 'shared', '--project', 'web']);
vitest('API tests on PGlite', ['--project', 'server'], { TEST_DB: 'pglite' });

const databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  if (await canReach(databaseUrl)) {
    vitest('API tests on PostgreSQL', ['--project', 'server'], { TEST_DB: 'postgres' });
  } else if (process.env.CI === 'true') {
    console.error(`TEST_DATABASE_URL (${databaseUrl}) does not answer, and CI=true makes that a failure.`);
    add('API tests on PostgreSQL', { passed: 0, failed: 1, skipped: 0 });
  } else {
    console.warn(`TEST_DATABASE_URL (${databaseUrl}) does not answer: PostgreSQL API tests skipped.`);
    totals.skipped += 1;
  }
}

check('build', 'npm', ['run', 'build', '--silent']);
if (!failedSteps.includes('build')) check('bundle size', 'npx', ['size-limit']);
if (!failedSteps.includes('build')) playwright('end-to-end tests');
else add('end-to-end tests', { passed: 0, failed: 1, skipped: 0 });

console.log('');
if (failedSteps.length) console.log(`Failed: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
