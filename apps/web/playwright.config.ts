import { defineConfig } from '@playwright/test';

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

// Each worker starts its own app server(s), on a port and data folder of its own (`test` in e2e/fixtures.ts),
// so spec files may run side by side, each against data only its worker touches; the tests of one file run in
// order. Two workers by default: on a 2-core machine's fresh-clone runs they took 808 s against 925 s for one;
// E2E_WORKERS sets another number.
export default defineConfig<object, { behindHttpsGateway: boolean }>({
  testDir: './e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI === 'true' ? 1 : 0,
  // The longest flows sign in as two or three people and take 30 to 45 s on a busy 2-core machine with one
  // worker; with two workers sharing its cores, up to twice that.
  timeout: 120_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // Recording a trace of every test cost about a quarter of the CPU time; a failure runs again with one (CI retries).
    trace: 'on-first-retry',
    // An action on an element that never comes fails naming it, instead of at the test's timeout.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'http', testIgnore: /(https|company-data)\.spec\.ts/ },
    // The production shape: https on an address of its own, in front of the app server(s) (see
    // e2e/support/https-gateway.mjs). Chromium is told to accept the gateway's self-signed certificate; the app
    // itself trusts it through NODE_EXTRA_CA_CERTS. The admin's company-data flows run here only: a deactivation
    // must end a session held in a __Host- cookie, and CSV files travel through the proxy as a production
    // deployment sends them.
    {
      name: 'https',
      testMatch: /(https|company-data)\.spec\.ts/,
      use: { behindHttpsGateway: true, ignoreHTTPSErrors: true },
    },
  ],
});
