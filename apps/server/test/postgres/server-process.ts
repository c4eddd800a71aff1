import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach } from 'vitest';
import { freePort } from '../../bench/processes';
import { createTestApp, type SignInResponse, type SignInTarget, type TestContext } from '../test-app';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** An app server in a process of its own, started as `npm run dev` does (tsx on src/server.ts). */
export interface ServerProcess extends SignInTarget {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What it printed, for a failing test's message. */
  output(): string;
}

/** Whether a new TCP connection to the port is refused (nothing listens there any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Starts the app on PostgreSQL at `databaseUrl` and waits until it listens. */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes(`is running at ${url}`)) resolve();
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
    setTimeout(() => reject(new Error(`the server did not listen within 60 s:\n${output}`)), 60_000).unref();
  });
  await listening;
  return { url, child, exited, output: () => output, inject: (options) => injectOverHttp(url, options) };
}

/** One request over HTTP, answered in the shape the sign-in walk reads; redirects are not followed. */
async function injectOverHttp(
  baseUrl: string,
  options: Parameters<SignInTarget['inject']>[0],
): Promise<SignInResponse> {
  const response = await fetch(new URL(options.url, baseUrl), {
    method: options.method,
    headers: options.headers,
    body: options.payload,
    redirect: 'manual',
  });
  const setCookies = response.headers.getSetCookie();
  const headers: Record<string, string | string[]> = Object.fromEntries(response.headers.entries());
  headers['set-cookie'] = setCookies;
  return {
    statusCode: response.status,
    headers,
    body: await response.text(),
    cookies: setCookies.map((line) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const expires = attributes.find((attribute) => /^expires=/i.test(attribute));
      return {
        name: pair.slice(0, separator),
        value: pair.slice(separator + 1),
        expires: expires ? new Date(expires.slice('expires='.length)) : undefined,
      };
    }),
  } as SignInResponse;
}

/** A connection of the test's own to the database, beside the app's: to hold locks and end backends. */
export async function connectOutside(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'timekeep-test' });
  await client.connect();
  return client;
}

/**
 * For a test file: starts the app in-process, each test with a database of its own, beside a connection of
 * the test's own to it (to hold locks, end backends); both are closed after each test.
 */
export function appWithOutsideConnection() {
  let context: TestContext | undefined;
  let outside: pg.Client | undefined;
  afterEach(async () => {
    await outside?.end();
    outside = undefined;
    await context?.close();
    context = undefined;
  });
  return async (env: Record<string, string> = {}) => {
    context = await createTestApp(env);
    outside = await connectOutside(context.database.url!);
    return { context, outside };
  };
}

/** The app's connections (pool `application_name` 'timekeep') to this database. */
const APP_BACKENDS = `datname = current_database() AND application_name = 'timekeep'`;

/**
 * pg_stat_activity as it is now: inside a transaction (the one holding a lock, say) PostgreSQL keeps
 * answering the snapshot of its first read unless told to drop it.
 */
async function appBackends<Row extends pg.QueryResultRow>(client: pg.Client, select: string, where = '') {
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<Row>(
    `SELECT ${select} FROM pg_stat_activity WHERE ${APP_BACKENDS} ${where}`,
  );
  return rows[0]!;
}

/**
 * Waits until `count` of the app's statements are waiting for a lock: the requests are in flight. Up to 30 s:
 * on a loaded 2-core machine a server process took more than 10 s to reach its first statement.
 */
export async function waitForBlockedStatements(client: pg.Client, count: number) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const { waiting } = await appBackends<{ waiting: number }>(
      client,
      'count(*)::int AS waiting',
      "AND wait_event_type = 'Lock'",
    );
    if (waiting >= count) return;
    await sleep(50);
  }
  throw new Error(`${count} statement(s) of the app never waited for the lock`);
}

/** Ends every backend of the app, as a PostgreSQL restart or a failover would. */
export async function terminateAppBackends(client: pg.Client) {
  const { ended } = await appBackends<{ ended: number }>(
    client,
    'count(pg_terminate_backend(pid))::int AS ended',
  );
  return ended;
}

/** Waits until no statement of the app runs any more (after its process was killed, say). */
export async function waitForAppStatementsToEnd(client: pg.Client) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { active } = await appBackends<{ active: number }>(
      client,
      'count(*)::int AS active',
      "AND state <> 'idle'",
    );
    if (active === 0) return;
    await sleep(50);
  }
  throw new Error('statements of the app still run');
}
