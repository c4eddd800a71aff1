// Runs the built app the way production does, for the https end-to-end test: behind a TLS-terminating
// proxy that forwards plain http with X-Forwarded-*, with NODE_ENV=production, DEV_SSO=true, TRUST_PROXY=1,
// PUBLIC_URL on https, and NODE_EXTRA_CA_CERTS naming the proxy's self-signed certificate (so the app's
// relying party can reach its own identity provider through the proxy). Usage:
//   node https-gateway.mjs <public port> <data folder>
// With GATEWAY_POSTGRES_URL (a PostgreSQL server), two app servers run on a fresh database of their own,
// migrated by the first at boot and seeded with the demo company, and the proxy takes turns between them for
// every request, as a load balancer does. The identity provider stands apart from the app servers in a real
// deployment, so `/oidc` goes to the first one only: the second signs people in through it like any
// relying party. Each answer names the server that gave it (`x-timekeep-upstream`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const publicPort = Number(process.argv[2]);
const folder = path.resolve(process.argv[3]);
if (!publicPort || !process.argv[3]) {
  console.error('usage: node https-gateway.mjs <public port> <data folder>');
  process.exit(2);
}

rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
const keyFile = path.join(folder, 'gateway-key.pem');
const certFile = path.join(folder, 'gateway-cert.pem');
const made = spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ],
  { encoding: 'utf8' },
);
if (made.status !== 0) {
  console.error(`openssl could not make the test certificate:\n${made.stderr ?? made.error}`);
  process.exit(1);
}

/** A free port on the loopback interface for the app behind the gateway. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const postgresServer = process.env.GATEWAY_POSTGRES_URL;
const databaseName = `timekeep_e2e_https_${publicPort}`;
const databaseUrl = postgresServer
  ? Object.assign(new URL(postgresServer), { pathname: `/${databaseName}` }).href
  : undefined;

/** Runs a statement on the PostgreSQL server's own database (creating and dropping the app's). */
async function onPostgresServer(statement) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function waitForHealth(port) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the app server on port ${port} did not come up`);
}

const appEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PUBLIC_URL: `https://127.0.0.1:${publicPort}`,
  DEV_SSO: 'true',
  TRUST_PROXY: '1',
  NODE_EXTRA_CA_CERTS: certFile,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: path.join(folder, 'data') }),
};
const apps = [];

async function startAppServer() {
  const port = await freePort();
  const app = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...appEnv, PORT: String(port) },
  });
  app.once('exit', (code) => {
    console.error(`an app server behind the https gateway exited (${code})`);
    process.exit(1);
  });
  apps.push({ app, port });
  await waitForHealth(port);
}

if (databaseUrl) {
  await onPostgresServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await onPostgresServer(`CREATE DATABASE ${databaseName}`);
  await startAppServer();
  const seeded = spawnSync('npm', ['run', 'db:seed', '--silent', '--workspace', 'apps/server'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) {
    console.error(`seeding the demo company failed:\n${seeded.stderr}`);
    process.exit(1);
  }
  await startAppServer();
} else {
  await startAppServer();
}

let turn = 0;
let signInStartedOn = 0;
/**
 * The app server for a request: the identity provider lives on the first; the rest take turns, except that
 * a sign-in always finishes on another server than the one it started on (the case a load balancer without
 * sticky sessions makes at random).
 */
function upstreamFor(url) {
  if (url.startsWith('/oidc')) return 0;
  turn = (turn + 1) % apps.length;
  if (url.startsWith('/api/auth/login')) signInStartedOn = turn;
  if (url.startsWith('/api/auth/callback')) return (signInStartedOn + 1) % apps.length;
  return turn;
}

const gateway = https.createServer(
  { key: readFileSync(keyFile), cert: readFileSync(certFile) },
  (request, response) => {
    const upstream = upstreamFor(request.url ?? '/');
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: apps[upstream].port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': request.headers.host,
          'x-forwarded-for': request.socket.remoteAddress,
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-timekeep-upstream': String(upstream + 1),
        });
        answer.pipe(response);
      },
    );
    forwarded.once('error', () => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('the app is not answering yet');
    });
    request.pipe(forwarded);
  },
);
gateway.listen(publicPort, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    for (const { app } of apps) {
      app.removeAllListeners('exit');
      app.kill('SIGTERM');
    }
    gateway.close();
    if (databaseUrl) {
      // The signal may have reached the app servers too (Playwright signals the whole process group).
      const running = apps.filter(({ app }) => app.exitCode === null && app.signalCode === null);
      await Promise.all(running.map(({ app }) => new Promise((resolve) => app.once('exit', resolve))));
      await onPostgresServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch((error) =>
        console.error(`could not drop ${databaseName}: ${error.message}`),
      );
    }
    process.exit(0);
  });
}
