import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { type App, buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import type { JobRunnerOptions } from '../src/db/job-queue';
import type { ReadingAtLength } from '../src/db/reading-at-length';
import { reachedAtPublicUrl } from './public-host';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_PUBLIC_URL = 'http://127.0.0.1:3999';

/** A log stream for `createTestApp` that keeps every line the app writes, to read in a test. */
export function capturedLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}

export interface TestContext {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The event loop checks of load shedding are off unless a test asks for them: one test process runs many
 * apps and the embedded database on one event loop, busy by design. The heap check stays on.
 */
const TEST_ENV = {
  PUBLIC_URL: TEST_PUBLIC_URL,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
};

/** The app's configuration as tests run it (above), with `env` on top. */
export function testConfig(env: Record<string, string> = {}) {
  return parseConfig({ ...TEST_ENV, ...env });
}

/**
 * The real app on a real (per-file) database, opened with the app's pool settings; the relying party reaches
 * the identity provider by inject. Given a `database`, a second app server on the same one (closing it leaves
 * the database to its owner).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logStream?: DestinationStream;
    addRoutes?: (app: App, database: TestDatabase) => void;
    powerBiFetch?: typeof fetch;
    database?: TestDatabase;
    /**
     * Another app whose identity provider this one's relying party talks to, as servers behind one address
     * reach one provider; by default its own.
     */
    identityProvider?: App;
    /** Runs the job queue's workers (the mail sender) in this app, as server.ts does; none by default. */
    jobs?: JobRunnerOptions;
    /** Where reading at length goes (a replica's watch); the database alone by default. */
    readingAtLength?: ReadingAtLength;
  } = {},
): Promise<TestContext> {
  const config = testConfig(env);
  const database = options.database ?? (await createTestDatabase({ pool: config.databasePool }));
  let app: App | undefined;
  const oidcFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await (options.identityProvider ?? app!).inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: init?.body ? String(init.body) : undefined,
    });
    return new Response(response.rawPayload.length ? response.rawPayload : null, {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
    });
  };
  app = await buildApp({
    config,
    database,
    webRoot: null,
    oidcFetch,
    logStream: options.logStream,
    powerBiFetch: options.powerBiFetch,
    jobs: options.jobs,
    readingAtLength: options.readingAtLength,
  });
  reachedAtPublicUrl(app, config.publicUrl);
  options.addRoutes?.(app, database);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app!.close();
      if (!options.database) await database.destroy();
    },
  };
}

/** What the sign-in walk reads of an answer: `app.inject`'s, or the same made from a real HTTP answer. */
export type SignInResponse = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body' | 'cookies'>;

/** What the sign-in walk needs of a server: the app itself, or a server process reached over HTTP. */
export interface SignInTarget {
  inject(options: {
    method: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: string;
    remoteAddress?: string;
  }): Promise<SignInResponse>;
}

/** Keeps cookies by name across a chain of redirects (paths are ignored: enough for one host in tests). */
export class CookieJar {
  private readonly values = new Map<string, string>();
  private readonly raw = new Map<string, string>();

  store(response: SignInResponse) {
    const setCookies = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookies) ? setCookies : setCookies ? [setCookies] : []) {
      this.raw.set(line.split('=')[0]!, line);
    }
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) {
        this.values.delete(cookie.name);
      } else {
        this.values.set(cookie.name, cookie.value);
      }
    }
  }

  /** The last Set-Cookie line seen for a cookie, attributes included. */
  rawSetCookie(name: string) {
    return this.raw.get(name);
  }

  get(name: string) {
    return this.values.get(name);
  }

  header() {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs in through the whole OpenID Connect flow against the development provider, by inject: login,
 * the provider's sign-in form, the callback. Answers the final redirect's location and the cookie jar.
 */
export async function signInThroughProvider(
  app: SignInTarget,
  email: string,
  returnTo = '/timesheets',
  options: { remoteAddress?: string } = {},
) {
  const jar = new CookieJar();
  const { remoteAddress } = options;
  let response = await app.inject({
    method: 'GET',
    url: `/api/auth/login?return_to=${encodeURIComponent(returnTo)}`,
    remoteAddress,
  });
  jar.store(response);
  for (let hop = 0; hop < 10; hop += 1) {
    const location = response.headers.location;
    if (response.statusCode === 200 && String(response.headers['content-type']).includes('text/html')) {
      const action = /<form method="post" action="([^"]+)"/.exec(response.body)?.[1];
      if (!action) throw new Error('no sign-in form on the provider page');
      response = await app.inject({
        method: 'POST',
        url: action,
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email }).toString(),
      });
      jar.store(response);
      continue;
    }
    if (!location || response.statusCode < 300 || response.statusCode >= 400) break;
    const target = new URL(String(location), TEST_PUBLIC_URL);
    if (target.pathname.startsWith('/oidc') || target.pathname.startsWith('/api/auth')) {
      response = await app.inject({
        method: 'GET',
        url: target.pathname + target.search,
        headers: { cookie: jar.header() },
        remoteAddress,
      });
      jar.store(response);
      continue;
    }
    return { location: target.pathname + target.search, jar };
  }
  throw new Error(`sign-in did not finish: ${response.statusCode} ${response.body.slice(0, 300)}`);
}
