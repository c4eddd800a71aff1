import { signoutEverywhereResponseSchema } from '@timekeep/shared/schemas/auth';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rateLimitCounters, sessions } from '../src/db/schema';
import { createPerson } from './factories';
import { anonymous, requestsWith, signedIn } from './request';
import { createTestApp, type SignInTarget, signInThroughProvider, type TestContext } from './test-app';

/** Two app servers on one database, as behind a load balancer; each has its own memory, rate limiter and pool. */
let first: TestContext;
let second: TestContext;
const signInRateLimit = 4;

beforeAll(async () => {
  first = await createTestApp({ SIGN_IN_RATE_LIMIT: String(signInRateLimit) });
  second = await createTestApp(
    { SIGN_IN_RATE_LIMIT: String(signInRateLimit) },
    { database: first.database, identityProvider: first.app },
  );
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** A session made by signing in through the whole OpenID Connect flow on one server. */
async function signInOn(context: TestContext, email: string) {
  const { jar } = await signInThroughProvider(context.app, email, '/');
  return `${context.app.sessionCookies.sessionName}=${jar.get(context.app.sessionCookies.sessionName)}`;
}

describe('a session on several app servers', () => {
  it('works on the server that did not make it', async () => {
    const person = await createPerson(first);
    const cookie = await signInOn(first, person.email);
    const onSecond = await requestsWith(second.app, { cookie }).get('/api/user');
    expect(onSecond.statusCode).toBe(200);
    expect(onSecond.json().currentUser.id).toBe(person.id);
  });
});

describe('a sign-in that moves between servers', () => {
  it('finishes on another server than the one it started on (the pending attempt is in the database)', async () => {
    const person = await createPerson(first);
    const startsOnFirstEndsOnSecond = {
      inject: (request: Parameters<SignInTarget['inject']>[0]) =>
        (request.url.startsWith('/api/auth/callback') ? second : first).app.inject(request),
    };
    const { location, jar } = await signInThroughProvider(startsOnFirstEndsOnSecond, person.email, '/pto');
    expect(location).toBe('/pto');
    const cookie = `timekeep_session=${jar.get('timekeep_session')}`;
    const onFirst = await requestsWith(first.app, { cookie }).get('/api/user');
    expect(onFirst.json().currentUser.id).toBe(person.id);
  });
});

describe('signing out everywhere', () => {
  it('ends every session of the caller on every server, and nobody else’s', async () => {
    const person = await createPerson(first);
    const bystander = await signedIn(second, await createPerson(first));
    const madeOnFirst = await signInOn(first, person.email);
    const elsewhere = await signedIn(first, person);
    const here = await signedIn(second, person);

    const response = await here.post('/api/signout/everywhere');
    expect(response.statusCode).toBe(200);
    expect(signoutEverywhereResponseSchema.parse(response.json())).toEqual({
      success: true,
      sessionsEnded: 3,
    });
    expect(response.headers['set-cookie']).toMatch(/^timekeep_session=;/);

    for (const [server, cookie] of [
      [first, madeOnFirst],
      [first, elsewhere.cookie],
      [second, here.cookie],
    ] as const) {
      expect((await requestsWith(server.app, { cookie }).get('/api/user')).statusCode).toBe(401);
    }
    expect((await bystander.get('/api/user')).statusCode).toBe(200);
    const left = await first.database.db.select().from(sessions).where(eq(sessions.personId, person.id));
    expect(left).toEqual([]);
    const [audit] = await first.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign_out_everywhere'), eq(auditLog.actorId, person.id)));
    expect(audit).toMatchObject({
      entityType: 'person',
      entityId: String(person.id),
      detail: { sessionsEnded: 3 },
    });
  });

  it('needs a session and a same-site request', async () => {
    expect((await anonymous(first).post('/api/signout/everywhere')).statusCode).toBe(401);
    const person = await signedIn(first, await createPerson(first));
    const crossSite = await person.post('/api/signout/everywhere', undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('csrf_failed');
    expect((await person.get('/api/user')).statusCode).toBe(200);
  });
});

describe('deactivation', () => {
  it('ends the person’s sessions on every server at once', async () => {
    const person = await createPerson(first);
    const onSecond = await signedIn(second, person);
    expect((await onSecond.get('/api/user')).statusCode).toBe(200);
    const admin = await signedIn(first, await createPerson(first, { roles: ['admin', 'employee'] }));
    expect((await admin.post(`/api/admin/people/${person.id}/deactivate`, {})).statusCode).toBe(200);
    expect((await onSecond.get('/api/user')).statusCode).toBe(401);
  });
});

describe('the sign-in rate limit', () => {
  it('counts one address’s sign-ins on both servers together', async () => {
    const remoteAddress = '198.51.100.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < signInRateLimit + 2; attempt += 1) {
      const server = attempt % 2 === 0 ? first : second;
      statuses.push((await anonymous(server).get('/api/auth/login', { remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([302, 302, 302, 302, 429, 429]);
    const otherAddress = await anonymous(second).get('/api/auth/login', { remoteAddress: '198.51.100.78' });
    expect(otherAddress.statusCode).toBe(302);
  });

  it('keeps the count when both servers are hit at the same moment', async () => {
    const remoteAddress = '198.51.100.79';
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, attempt) =>
        anonymous(attempt % 2 === 0 ? first : second).get('/api/auth/login', { remoteAddress }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 302)).toHaveLength(signInRateLimit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - signInRateLimit);
    expect(responses.find((response) => response.statusCode === 429)?.headers['retry-after']).toMatch(
      /^\d+$/,
    );
  });

  it('starts a new window once the last one has ended', async () => {
    const remoteAddress = '198.51.100.80';
    for (let attempt = 0; attempt < signInRateLimit; attempt += 1) {
      await anonymous(first).get('/api/auth/login', { remoteAddress });
    }
    expect((await anonymous(second).get('/api/auth/login', { remoteAddress })).statusCode).toBe(429);
    // The address's window ends now, as it would a minute later.
    await first.database.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(like(rateLimitCounters.key, `%${remoteAddress}`));
    expect((await anonymous(second).get('/api/auth/login', { remoteAddress })).statusCode).toBe(302);
  });
});
