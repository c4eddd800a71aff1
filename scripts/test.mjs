// `npm test`: everything, on a fresh clone. Installs what is missing, then typecheck, lint, the OpenAPI lint,
// unit tests, API integration tests, build, the bundle-size limit and browser end-to-end tests. The API suite
// runs in full once: on PostgreSQL when TEST_DATABASE_URL answers, then on PGlite only what is the embedded
// database's own (TEST_SCOPE=embedded, see apps/server/vitest.config.ts); without PostgreSQL, in full on
// PGlite. Prints each stage's wall time and the ten slowest test files, then `N passed, N failed, N skipped`
// last; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureDependencies } from './bootstrap.mjs';
import { ensureChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp', 'test-reports');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** Each stage's name and wall time in milliseconds, in the order they ran. */
const stageTimes = [];
/** Every test file's time, from the runners' JSON reports: `{ stage, file, ms }`. */
const fileTimes = [];
/**
 * Each test that failed, and each that passed only on a retry, with its stage, file and first line of error:
 * printed last, where the tail of a long CI log still shows them.
 */
const failedTests = [];
const flakyTests = [];
/** The first line of an error message, without the terminal's colours. */
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? '';

/** Runs `body` as the stage `name`, keeping its wall time. */
function timed(name, body) {
  const started = performance.now();
  const result = body();
  stageTimes.push({ name, ms: performance.now() - started });
  return result;
}

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
  timed(name, () => {
    if (!run(command, args)) add(name, { passed: 0, failed: 1, skipped: 0 });
  });
}

function vitest(name, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const ok = timed(name, () =>
    run(
      'npx',
      ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      env,
    ),
  );
  const counted = countVitest(name, report);
  if (!ok && counted.failed === 0) counted.failed = 1;
  add(name, counted);
}

function countVitest(name, report) {
  if (!existsSync(report)) return { passed: 0, failed: 0, skipped: 0 };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  for (const file of json.testResults ?? []) {
    const relative = path.relative(root, file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failedTests.push({
          stage: name,
          test: `${relative} > ${test.fullName}`,
          why: firstLine(test.failureMessages?.[0]),
        });
    }
    // A file that failed with no test run (its import or its set-up threw).
    if (file.status === 'failed' && (file.assertionResults?.length ?? 0) === 0)
      failedTests.push({ stage: name, test: relative, why: firstLine(file.message) });
    if (file.startTime && file.endTime)
      fileTimes.push({
        stage: name,
        file: path.relative(root, file.name),
        ms: file.endTime - file.startTime,
      });
  }
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
  const ok = timed(name, () =>
    run('npx', ['playwright', 'test', '--config', 'apps/web/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    }),
  );
  let counted = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const stats = json.stats ?? {};
    collectPlaywrightOutcomes(json.suites ?? [], name);
    for (const [file, ms] of playwrightFileTimes(json.suites ?? []))
      fileTimes.push({ stage: name, file: path.join('apps/web/e2e', file), ms });
    counted = {
      passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
      failed: stats.unexpected ?? 0,
      skipped: stats.skipped ?? 0,
    };
  }
  if (!ok && counted.failed === 0) counted.failed = 1;
  add(name, counted);
}

/**
 * Each spec file's time: the durations of all its tests' runs (retries and both projects included) added up,
 * which is the time a worker spent in it.
 */
function playwrightFileTimes(suites) {
  const times = new Map();
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? [])
          times.set(file, (times.get(file) ?? 0) + (result.duration ?? 0));
      }
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of suites) visit(suite, suite.file ?? suite.title);
  return times;
}

/** Playwright's failed tests (`unexpected`) and those that passed on a retry (`flaky`), with their project. */
function collectPlaywrightOutcomes(suites, stage) {
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedRun = (test.results ?? []).find((result) => result.status !== 'passed');
        const outcome = {
          stage,
          test: `[${test.projectName}] apps/web/e2e/${file}:${spec.line} > ${spec.title}`,
          why: firstLine(failedRun?.error?.message),
        };
        (test.status === 'unexpected' ? failedTests : flakyTests).push(outcome);
      }
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of suites) visit(suite, suite.file ?? suite.title);
}

/** The tests that failed, then those that passed only on a retry. */
function printOutcomes() {
  for (const [title, list] of [
    ['Failed tests:', failedTests],
    ['Passed only on a retry:', flakyTests],
  ]) {
    if (list.length === 0) continue;
    console.log(`\n${title}`);
    for (const { stage, test, why } of list)
      console.log(`  ${test} (${stage})${why ? `\n      ${why}` : ''}`);
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

/** The stages' wall times, and the ten test files that took longest across every runner. */
function printTimes() {
  console.log('\nWall time of each stage:');
  for (const { name, ms } of stageTimes) console.log(`${seconds(ms)}  ${name}`);
  const total = stageTimes.reduce((sum, stage) => sum + stage.ms, 0);
  console.log(`${seconds(total)}  total`);
  const slowest = [...fileTimes].sort((a, b) => b.ms - a.ms).slice(0, 10);
  if (slowest.length === 0) return;
  console.log('\nThe ten slowest test files:');
  for (const { stage, file, ms } of slowest) console.log(`${seconds(ms)}  ${file} (${stage})`);
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

timed('install', () => {
  ensureDependencies();
  process.env.CHROMIUM_PATH = ensureChromium();
});
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
check('lint', 'npm', ['run', 'lint', '--silent']);
// docs/api/openapi.json must be the document the routes generate now, and pass Redocly (redocly.yaml).
check('OpenAPI lint', 'npm', ['run', 'lint:api', '--silent']);
vitest('unit tests', ['--project', 'shared', '--project', 'web']);

const databaseUrl = process.env.TEST_DATABASE_URL;
const onPostgres = databaseUrl ? await canReach(databaseUrl) : false;
if (databaseUrl && !onPostgres) {
  if (process.env.CI === 'true') {
    console.error(`TEST_DATABASE_URL (${databaseUrl}) does not answer, and CI=true makes that a failure.`);
    add('API tests on PostgreSQL', { passed: 0, failed: 1, skipped: 0 });
  } else {
    console.warn(`TEST_DATABASE_URL (${databaseUrl}) does not answer: the API tests run on PGlite only.`);
    totals.skipped += 1;
  }
}
if (onPostgres) {
  vitest('API tests on PostgreSQL', ['--project', 'server'], { TEST_DB: 'postgres' });
  vitest('API tests of the embedded database', ['--project', 'server'], {
    TEST_DB: 'pglite',
    TEST_SCOPE: 'embedded',
  });
} else {
  vitest('API tests on PGlite', ['--project', 'server'], { TEST_DB: 'pglite' });
}

check('build', 'npm', ['run', 'build', '--silent']);
if (!failedSteps.includes('build')) check('bundle size', 'npx', ['size-limit']);
if (!failedSteps.includes('build')) playwright('end-to-end tests');
else add('end-to-end tests', { passed: 0, failed: 1, skipped: 0 });

printTimes();
printOutcomes();
console.log('');
if (failedSteps.length) console.log(`Failed: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
