import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIRST_PORT = 3210;
const PORT_RANGE = 700;
/** Ports in these ranges that Chromium refuses to open (its restricted-port list: ERR_UNSAFE_PORT). */
const REFUSED_BY_CHROMIUM = new Set([3659, 4045, 4190]);

/** Whether nothing on this machine listens on the port now (a probe in a child: the config loads synchronously). */
function isFree(candidate: number): boolean {
  const probe = `require('node:net').createServer().once('error', () => process.exit(1))
    .listen(${candidate}, '127.0.0.1', function () { this.close(() => process.exit(0)); });`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0;
}

/**
 * A port of this run's own, so that two runs on one machine do not collide, and free of the machine's own
 * services (a message broker on 4222 once took an https twin); its https twin is 700 above.
 */
function portOfThisRun(): number {
  let offset = process.pid % PORT_RANGE;
  const usable = (candidate: number) =>
    !REFUSED_BY_CHROMIUM.has(candidate) &&
    !REFUSED_BY_CHROMIUM.has(candidate + PORT_RANGE) &&
    isFree(candidate) &&
    isFree(candidate + PORT_RANGE);
  while (!usable(FIRST_PORT + offset)) offset = (offset + 1) % PORT_RANGE;
  return FIRST_PORT + offset;
}

// Workers inherit it.
process.env.E2E_PORT ??= String(portOfThisRun());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.tmp', `e2e-data-${port}`);
// The production shape: https on a port of its own, in front of a second app server (see https-gateway.mjs).
const httpsPort = port + PORT_RANGE;
const httpsURL = `https://127.0.0.1:${httpsPort}`;
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI === 'true' ? 1 : 0,
  // The longest flows sign in as two or three people and take 30 to 45 s on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'http', testIgnore: /https\.spec\.ts/ },
    // Chromium is told to accept the gateway's self-signed certificate; the app itself trusts it through
    // NODE_EXTRA_CA_CERTS. The admin's master-data flows run here too: a deactivation must end a session held
    // in a __Host- cookie, and CSV files travel through the proxy as a production deployment sends them.
    {
      name: 'https',
      testMatch: /(https|master-data)\.spec\.ts/,
      use: { baseURL: httpsURL, ignoreHTTPSErrors: true },
    },
  ],
  webServer: [
    {
      // The built server on a fresh embedded database, seeded at boot, as `npm start` runs it.
      command: `rm -rf "${dataDir}" && node apps/server/dist/server.js`,
      cwd: root,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TZ: 'UTC' },
    },
    {
      command: `exec node apps/web/e2e/support/https-gateway.mjs ${httpsPort} "${path.join(root, '.tmp', `e2e-https-${port}`)}"`,
      cwd: root,
      url: `${httpsURL}/api/health`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 120_000,
      // SIGTERM, so the gateway stops its app servers and drops the database it made for them.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      // On PostgreSQL (as CI runs), two app servers behind the one address; else one on the embedded database.
      env: {
        LOG_LEVEL: 'warn',
        TZ: 'UTC',
        ...(process.env.TEST_DATABASE_URL ? { GATEWAY_POSTGRES_URL: process.env.TEST_DATABASE_URL } : {}),
      },
    },
  ],
});
