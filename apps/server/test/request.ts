import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';
import type { Actor } from '../src/core/actor';
import type { Db } from '../src/db/client';
import { apiTokens, people, sessions } from '../src/db/schema';
import { hashToken } from '../src/lib/secret-tokens';

export type Person = typeof people.$inferSelect;

/** Anything that holds the test's database: a test context, or a bare database wrapped as `{ database }`. */
export interface HasDatabase {
  database: { db: Db };
}

export interface RequestOptions {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** Requests through `app.inject`; a body is sent as given (an object as JSON, a string as it is). */
export interface Requests {
  send(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<LightMyRequestResponse>;
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, options?: RequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown, options?: RequestOptions): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown, options?: RequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
}

export interface SignedIn extends Requests {
  person: Person;
  /** The Cookie header that carries the session. */
  cookie: string;
  /** The session's id as stored (the hash of the cookie's token). */
  sessionId: string;
}

/** Requests that always carry `headers` (a cookie, say), merged with each request's own. */
export function requestsWith(app: App, headers: Record<string, string> = {}): Requests {
  const send: Requests['send'] = (method, url, body, options = {}) => {
    const { headers: own, ...rest } = options;
    return app.inject({
      ...rest,
      method,
      url,
      headers: { ...headers, ...own },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  };
  return {
    send,
    get: (url, options) => send('GET', url, undefined, options),
    post: (url, body, options) => send('POST', url, body, options),
    put: (url, body, options) => send('PUT', url, body, options),
    patch: (url, body, options) => send('PATCH', url, body, options),
    delete: (url, options) => send('DELETE', url, undefined, options),
  };
}

/** Requests without a session. */
export function anonymous(context: { app: App }): Requests {
  return requestsWith(context.app);
}

/**
 * Requests as a person (a row from the factories, or a demo account's email), on a session made directly in
 * the database: sign-in itself is tested in auth.
 */
export async function signedIn(context: HasDatabase & { app: App }, who: Person | string): Promise<SignedIn> {
  const person = typeof who === 'string' ? await personByEmail(context, who) : who;
  const { token, sessionId } = await openSession(context, person.id);
  const cookie = `${context.app.sessionCookies.sessionName}=${token}`;
  return { ...requestsWith(context.app, { cookie }), person, cookie, sessionId };
}

/**
 * Requests with a new API token of the person (issue 41), stored as the tokens' routes store it: personal,
 * read-only or read-write, or a service token with the scopes given. Answers the requests and the token's id.
 */
export async function withApiToken(
  context: HasDatabase & { app: App },
  who: Person,
  scopes: readonly string[],
  kind: 'personal' | 'service' = 'personal',
): Promise<Requests & { tokenId: number; secret: string }> {
  const secret = `tk_${randomBytes(32).toString('base64url')}`;
  const [token] = await context.database.db
    .insert(apiTokens)
    .values({
      ownerId: who.id,
      kind,
      name: `Test token ${secret.slice(3, 9)}`,
      scopes: [...scopes],
      tokenHash: hashToken(secret),
      prefix: secret.slice(0, 10),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    })
    .returning({ id: apiTokens.id });
  return { ...requestsWith(context.app, { authorization: `Bearer ${secret}` }), tokenId: token!.id, secret };
}

/** A session of an hour for the person, stored as sign-in stores it; answers the cookie's token. */
export async function openSession(source: HasDatabase, personId: number) {
  const token = randomBytes(24).toString('base64url');
  const sessionId = hashToken(token);
  await source.database.db.insert(sessions).values({
    id: sessionId,
    personId,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return { token, sessionId };
}

export async function personByEmail(source: HasDatabase, email: string): Promise<Person> {
  const [person] = await source.database.db.select().from(people).where(eq(people.email, email));
  if (!person) throw new Error(`no person ${email}`);
  return person;
}

/**
 * A person as a signed-in employee with no other role, for calling a use case directly (behind the route's
 * access rule, which would refuse first).
 */
export function employeeActorOf(person: Person): Actor {
  return {
    id: person.id,
    name: `${person.firstName} ${person.lastName}`,
    email: person.email,
    roles: ['employee'],
    contractor: false,
    manager: false,
    startDate: person.employmentStartDate,
    viewableLeadIds: [],
    actingFor: [],
  };
}
