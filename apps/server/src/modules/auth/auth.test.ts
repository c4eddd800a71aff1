import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../../../test/factories';
import { anonymous, openSession, personByEmail, requestsWith, signedIn } from '../../../test/request';
import {
  capturedLog,
  createTestApp,
  signInThroughProvider,
  TEST_PUBLIC_URL,
  type TestContext,
} from '../../../test/test-app';
import { auditLog, loginAttempts, people, rateLimitCounters, sessions } from '../../db/schema';
import { hashToken } from '../../lib/secret-tokens';
import { isGuestAccount, mayLinkByEmail, stableSubject } from './finish-sign-in';
import { resolveSession } from './resolve-session';
import { MAX_OPEN_LOGIN_ATTEMPTS_PER_ADDRESS } from './start-sign-in';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context?.close();
});

describe('sign-in through OpenID Connect', () => {
  it('sends the browser to the identity provider with PKCE and a state', async () => {
    const response = await anonymous(context).get('/api/auth/login?return_to=/pto');
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.pathname).toBe('/oidc/auth');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:3999/api/auth/callback');
  });

  it('signs an employee in, links the identity and returns to the deep link', async () => {
    const { location, jar } = await signInThroughProvider(
      context.app,
      'employee@example.com',
      '/pto/history?year=2025',
    );
    expect(location).toBe('/pto/history?year=2025');
    const token = jar.get('timekeep_session');
    expect(token).toBeTruthy();

    const user = await requestsWith(context.app, { cookie: `timekeep_session=${token}` }).get('/api/user');
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      currentUser: { email: 'employee@example.com', roles: ['employee'], contractor: false, manager: false },
      error: null,
    });
    const person = await personByEmail(context, 'employee@example.com');
    expect(person?.oidcIssuer).toBe('http://127.0.0.1:3999/oidc');
    expect(person?.oidcSubject).toBe('employee@example.com');
  });

  it('issues a new session id at every sign-in and stores only its hash', async () => {
    const first = await signInThroughProvider(context.app, 'manager@example.com');
    const second = await signInThroughProvider(context.app, 'manager@example.com');
    const firstToken = first.jar.get('timekeep_session')!;
    const secondToken = second.jar.get('timekeep_session')!;
    expect(firstToken).not.toBe(secondToken);
    const stored = await context.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(secondToken)));
    expect(stored).toHaveLength(1);
    const plain = await context.database.db.select().from(sessions).where(eq(sessions.id, secondToken));
    expect(plain).toHaveLength(0);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const { jar } = await signInThroughProvider(context.app, 'admin@example.com');
    expect(jar.get('timekeep_session')).toBeTruthy();
    const raw = jar.rawSetCookie('timekeep_session');
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).not.toMatch(/Secure/i);
  });

  it('refuses someone with no role with permission_failed and no session', async () => {
    const { location, jar } = await signInThroughProvider(context.app, 'norole@example.com', '/team');
    expect(location).toBe('/login?error=permission_failed&redirect=%2Fteam');
    expect(jar.get('timekeep_session')).toBeUndefined();
    const refusals = await context.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sign_in_refused'));
    expect(refusals.length).toBeGreaterThan(0);
  });

  it('refuses an email the company does not know', async () => {
    const { location, jar } = await signInThroughProvider(context.app, 'stranger@elsewhere.test');
    expect(location.startsWith('/login?error=permission_failed')).toBe(true);
    expect(jar.get('timekeep_session')).toBeUndefined();
  });

  it('refuses a callback whose state was never issued', async () => {
    const response = await anonymous(context).get('/api/auth/callback?code=abc&state=forged');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=sign_in_failed');
  });

  it('logs a failed code exchange as a warning, but not a callback whose state is unknown or spent', async () => {
    const log = capturedLog();
    const logged = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream: log.stream });
    const failures = () => log.lines.filter((line) => line.includes('sign-in callback failed'));
    try {
      const unknown = await anonymous(logged).get('/api/auth/callback?code=abc&state=forged', {
        headers: { cookie: 'timekeep_login=forged' },
      });
      expect(unknown.headers.location).toBe('/login?error=sign_in_failed');
      expect(failures()).toEqual([]);

      const login = await anonymous(logged).get('/api/auth/login');
      const state = new URL(String(login.headers.location)).searchParams.get('state')!;
      const browserKey = login.cookies.find((cookie) => cookie.name === 'timekeep_login')!.value;
      const failed = await anonymous(logged).get(`/api/auth/callback?code=never-issued&state=${state}`, {
        headers: { cookie: `timekeep_login=${browserKey}` },
      });
      expect(failed.headers.location).toBe('/login?error=sign_in_failed');
      expect(failures()).toHaveLength(1);
    } finally {
      await logged.close();
    }
  });

  it('never returns to another site after sign-in', async () => {
    const { location } = await signInThroughProvider(context.app, 'employee@example.com', '//evil.example/x');
    expect(location).toBe('/');
  });
});

describe('sessions', () => {
  it('answers 401 with a stable code without a session', async () => {
    const response = await anonymous(context).get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'not_authenticated', message: 'Please sign in.' } });
  });

  it('reports the manager flag and the missing start date', async () => {
    const lead = await createPerson(context);
    await createPerson(context, { teamLeadId: lead.id });
    const asLead = await signedIn(context, lead);
    const asNewhire = await signedIn(context, await createPerson(context, { employmentStartDate: null }));
    const manager = await asLead.get('/api/user');
    expect(manager.json().currentUser).toMatchObject({ manager: true });
    const newhire = await asNewhire.get('/api/user');
    expect(newhire.json().currentUser).toMatchObject({ startDate: null, manager: false });
  });

  it('ends after 24 hours without activity', async () => {
    const as = await signedIn(context, await createPerson(context));
    await context.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, as.sessionId));
    const response = await as.get('/api/user');
    expect(response.statusCode).toBe(401);
  });

  it('signs out on the server: the same cookie no longer works', async () => {
    const as = await signedIn(context, await createPerson(context));
    const signout = await as.get('/api/signout');
    expect(signout.statusCode).toBe(200);
    expect(signout.json()).toEqual({ success: true });
    const after = await as.get('/api/user');
    expect(after.statusCode).toBe(401);
  });

  it('ends the sessions of a person who loses every role', async () => {
    const as = await signedIn(context, await createPerson(context, { contractor: true }));
    await context.database.db.update(people).set({ roles: [] }).where(eq(people.id, as.person.id));
    const response = await as.get('/api/user');
    expect(response.statusCode).toBe(401);
  });
});

describe('sign-in behind https (the production cookie path)', () => {
  let https: TestContext;
  beforeAll(async () => {
    https = await createTestApp({ PUBLIC_URL: 'https://127.0.0.1:3999', DEV_SSO: 'true' });
  });
  afterAll(async () => {
    await https?.close();
  });

  it('sets the __Host- sign-in cookie with Path=/ and Secure, and clears it with the same attributes', async () => {
    const login = await anonymous(https).get('/api/auth/login');
    const started = String(login.headers['set-cookie']);
    expect(started).toMatch(/^__Host-timekeep_login=[^;]+;/);
    expect(started).toMatch(/; Path=\/(;|$)/);
    expect(started).toMatch(/; Secure(;|$)/);
    expect(started).toMatch(/; HttpOnly(;|$)/);
    expect(started).not.toMatch(/Domain=/i);

    const { location, jar } = await signInThroughProvider(https.app, 'employee@example.com', '/timesheets');
    expect(location).toBe('/timesheets');
    const cleared = jar.rawSetCookie('__Host-timekeep_login')!;
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/; Path=\/(;|$)/);
    expect(cleared).toMatch(/; Secure(;|$)/);
    const session = jar.rawSetCookie('__Host-timekeep_session')!;
    expect(session).toMatch(/; Path=\/(;|$)/);
    expect(session).toMatch(/; Secure(;|$)/);
  });

  it('advertises https endpoints from the development provider even when the request came as http', async () => {
    const response = await anonymous(https).get('/oidc/.well-known/openid-configuration', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    const discovery = response.json();
    expect(discovery.issuer).toBe('https://127.0.0.1:3999/oidc');
    expect(discovery.token_endpoint).toBe('https://127.0.0.1:3999/oidc/token');
    expect(discovery.authorization_endpoint.startsWith('https://127.0.0.1:3999/oidc/')).toBe(true);
  });
});

describe('return_to after sign-in', () => {
  it.each([
    ['%2F%09%2Fevil.example%2Fphish'],
    ['%2F%0B%2Fevil.example%2Fphish'],
    ['%2F%5Cevil.example'],
    ['https%3A%2F%2Fevil.example'],
  ])('sends %s home instead of to another site', async (encoded) => {
    const { location } = await signInThroughProvider(
      context.app,
      'employee@example.com',
      decodeURIComponent(encoded),
    );
    expect(location).toBe('/');
  });

  it('keeps a same-origin path with its query, re-serialised', async () => {
    const { location } = await signInThroughProvider(context.app, 'employee@example.com', '/reports/a b?x=1');
    expect(location).toBe('/reports/a%20b?x=1');
  });
});

describe('pending sign-in attempts', () => {
  const startFrom = async (remoteAddress: string, browserKey?: string) => {
    const response = await anonymous(context).get('/api/auth/login', {
      remoteAddress,
      headers: browserKey ? { cookie: `timekeep_login=${browserKey}` } : {},
    });
    return {
      status: response.statusCode,
      state: new URL(String(response.headers.location), TEST_PUBLIC_URL).searchParams.get('state'),
      browserKey: response.cookies.find((cookie) => cookie.name === 'timekeep_login')?.value,
    };
  };

  it("does not let a script's anonymous sign-in starts lock out the browsers behind the same address", async () => {
    const office = '198.51.100.40';
    await context.database.db.delete(loginAttempts);
    for (let start = 0; start < 25; start += 1) expect((await startFrom(office)).status).toBe(302);
    const { location, jar } = await signInThroughProvider(context.app, 'employee@example.com', '/pto', {
      remoteAddress: office,
    });
    expect(location).toBe('/pto');
    expect(jar.get('timekeep_session')).toBeDefined();
  });

  it("keeps a browser's sign-ins under its login cookie, at most five, dropping the oldest", async () => {
    await context.database.db.delete(loginAttempts);
    const first = await startFrom('198.51.100.41');
    const key = first.browserKey!;
    const later = [];
    for (let start = 0; start < 5; start += 1) later.push(await startFrom('198.51.100.41', key));
    expect(later.every((attempt) => attempt.browserKey === key)).toBe(true);
    const open = await context.database.db.select().from(loginAttempts);
    expect(open.map((attempt) => attempt.state).sort()).toEqual(later.map((attempt) => attempt.state).sort());
    expect(open.every((attempt) => attempt.browserKey === hashToken(key))).toBe(true);
  });

  it('finishes a sign-in only in the browser that started it', async () => {
    await context.database.db.delete(loginAttempts);
    const started = await startFrom('198.51.100.42');
    const other = await startFrom('198.51.100.42');
    const callback = await anonymous(context).get(`/api/auth/callback?code=any&state=${started.state}`, {
      headers: { cookie: `timekeep_login=${other.browserKey}` },
    });
    expect(callback.headers.location).toBe('/login?error=sign_in_failed');
    const left = await context.database.db
      .select({ state: loginAttempts.state })
      .from(loginAttempts)
      .where(eq(loginAttempts.state, started.state!));
    expect(left).toHaveLength(1);
  });

  it('refuses more than the open limit from one address and prunes expired ones', async () => {
    const address = '198.51.100.7';
    await context.database.db.delete(loginAttempts);
    await context.database.db.insert(loginAttempts).values(
      Array.from({ length: MAX_OPEN_LOGIN_ATTEMPTS_PER_ADDRESS }, (_, index) => ({
        state: `open-${index}`,
        codeVerifier: 'v',
        nonce: 'n',
        returnTo: '/',
        clientAddress: address,
        expiresAt: new Date(Date.now() + 60_000),
      })),
    );
    const refused = await anonymous(context).get('/api/auth/login', { remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many sign-ins in progress. Please wait a few minutes.' },
    });

    await context.database.db.update(loginAttempts).set({ expiresAt: new Date(Date.now() - 1000) });
    const accepted = await anonymous(context).get('/api/auth/login', { remoteAddress: address });
    expect(accepted.statusCode).toBe(302);
    const left = await context.database.db.select().from(loginAttempts);
    expect(left).toHaveLength(1);
    expect(left[0]!.clientAddress).toBe(address);
  });
});

describe('which identity becomes which person', () => {
  it('takes Entra ID object ids as the stable subject, otherwise sub', () => {
    expect(stableSubject({ sub: 'pairwise-sub', oid: '00000000-0000-0000-0000-000000000042' })).toBe(
      '00000000-0000-0000-0000-000000000042',
    );
    expect(stableSubject({ sub: 'employee@example.com' })).toBe('employee@example.com');
    expect(stableSubject({ sub: 'employee@example.com', oid: '' })).toBe('employee@example.com');
  });

  it.each([
    [{ iss: 'https://login.microsoftonline.com/t/v2.0', acct: 1 }, true],
    [{ iss: 'https://login.microsoftonline.com/t/v2.0', idp: 'https://sts.windows.net/other/' }, true],
    [
      {
        iss: 'https://login.microsoftonline.com/t/v2.0',
        preferred_username: 'eve_gmail.com#EXT#@t.onmicrosoft.com',
      },
      true,
    ],
    [{ iss: 'https://login.microsoftonline.com/t/v2.0', acct: 0, email: 'emily@example.com' }, false],
    [{ iss: 'https://login.microsoftonline.com/t/v2.0', acct: '1' }, true],
    [
      { iss: 'https://login.microsoftonline.com/t/v2.0', idp: 'https://login.microsoftonline.com/t/v2.0' },
      false,
    ],
    [{ iss: 'https://login.microsoftonline.com/t/v2.0', upn: 'eve_gmail.com#ext#@t.onmicrosoft.com' }, true],
    [{ iss: 'https://login.microsoftonline.com/t/v2.0', email: 'eve@example.com', upn: 42 }, false],
    [{ iss: 'https://login.microsoftonline.com/t/v2.0', idp: 42 }, false],
    [
      {
        iss: 'https://login.microsoftonline.com/t/v2.0',
        email: 'eve@example.com',
        upn: 'eve_example.com#EXT#@t.onmicrosoft.com',
      },
      true,
    ],
  ])('recognises guest accounts: %o is a guest: %s', (claims, guest) => {
    expect(isGuestAccount(claims)).toBe(guest);
  });

  it('links by email only when verified (or trusted) and of an allowed domain', () => {
    const open = { trustProviderEmail: false, allowedEmailDomains: [] };
    const domains = { trustProviderEmail: true, allowedEmailDomains: ['example.com'] };
    expect(mayLinkByEmail(open, { email: 'a@example.com', email_verified: true })).toBe(true);
    expect(mayLinkByEmail(open, { email: 'a@example.com' })).toBe(false);
    expect(mayLinkByEmail(open, { email: 'a@example.com', email_verified: 'true' })).toBe(false);
    expect(mayLinkByEmail(domains, { email_verified: true })).toBe(false);
    expect(mayLinkByEmail(domains, { email: 'a@example.com' })).toBe(true);
    expect(mayLinkByEmail(domains, { email: 'a@EXAMPLE.com' })).toBe(true);
    expect(mayLinkByEmail(domains, { email: 'a@evil.example' })).toBe(false);
    expect(mayLinkByEmail(domains, { email: 'a@example.com.evil.example' })).toBe(false);
  });

  it('refuses a first sign-in whose email domain is not allowed', async () => {
    const restricted = await createTestApp({ OIDC_ALLOWED_EMAIL_DOMAINS: 'corp.example' });
    try {
      const { location, jar } = await signInThroughProvider(restricted.app, 'employee@example.com', '/');
      expect(location).toBe('/login?error=permission_failed');
      expect(jar.get('timekeep_session')).toBeUndefined();
    } finally {
      await restricted.close();
    }
  });
});

describe('session lifetime', () => {
  const sessionCookieOf = (response: { cookies: { name: string; expires?: Date }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'timekeep_session');
  /** A cookie's Expires holds whole seconds. */
  const wholeSeconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

  it('ends a session at its absolute lifetime however active it is', async () => {
    const as = await signedIn(context, await createPerson(context));
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await context.database.db
      .update(sessions)
      .set({ createdAt: eightDaysAgo, lastSeenAt: new Date(), expiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(sessions.id, as.sessionId));
    const response = await as.get('/api/user');
    expect(response.statusCode).toBe(401);
  });

  it('extends the idle window on activity, never past the absolute end', async () => {
    const as = await signedIn(context, await createPerson(context));
    const id = as.sessionId;
    const createdAt = new Date(Date.now() - (7 * 24 - 2) * 60 * 60 * 1000);
    await context.database.db
      .update(sessions)
      .set({
        createdAt,
        lastSeenAt: new Date(Date.now() - 10 * 60_000),
        expiresAt: new Date(Date.now() + 60_000),
      })
      .where(eq(sessions.id, id));
    const response = await as.get('/api/user');
    expect(response.statusCode).toBe(200);
    const [stored] = await context.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(stored!.expiresAt.getTime()).toBe(createdAt.getTime() + 7 * 24 * 60 * 60 * 1000);
    expect(sessionCookieOf(response)?.expires).toEqual(wholeSeconds(stored!.expiresAt));
  });

  it("moves the cookie's Expires with the session when it slides, at most once a minute", async () => {
    const as = await signedIn(context, await createPerson(context));
    const withinTheMinute = await as.get('/api/user');
    expect(withinTheMinute.statusCode).toBe(200);
    expect(withinTheMinute.headers['set-cookie']).toBeUndefined();

    await context.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 61_000) })
      .where(eq(sessions.id, as.sessionId));
    const before = Date.now();
    const slid = await as.get('/api/user');
    expect(slid.statusCode).toBe(200);
    const [stored] = await context.database.db.select().from(sessions).where(eq(sessions.id, as.sessionId));
    expect(stored!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 24 * 60 * 60 * 1000);
    expect(sessionCookieOf(slid)).toMatchObject({
      value: as.cookie.slice(as.cookie.indexOf('=') + 1),
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      expires: wholeSeconds(stored!.expiresAt),
    });

    const next = await as.get('/api/user');
    expect(next.statusCode).toBe(200);
    expect(next.headers['set-cookie']).toBeUndefined();
  });

  it('slides the idle window 24 hours ahead on activity', async () => {
    const as = await signedIn(context, await createPerson(context));
    const id = as.sessionId;
    await context.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000), expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, id));
    const before = Date.now();
    await as.get('/api/user');
    const [stored] = await context.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(stored!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 24 * 60 * 60 * 1000);
    expect(stored!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
  });
});

describe('signing out', () => {
  it('signs out with POST', async () => {
    const as = await signedIn(context, await createPerson(context));
    const response = await as.post('/api/signout', '{}', {
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
    const after = await as.get('/api/user');
    expect(after.statusCode).toBe(401);
  });

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ referer: 'https://evil.example/page' }],
  ])('refuses a GET sign-out another site started (%o) and keeps the session', async (headers) => {
    const as = await signedIn(context, await createPerson(context));
    const response = await as.get('/api/signout', { headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_failed');
    const after = await as.get('/api/user');
    expect(after.statusCode).toBe(200);
  });
});

describe('sign-in and sessions, rule by rule', () => {
  const issuer = `${TEST_PUBLIC_URL}/oidc`;

  async function auditOf(action: string, entityId: number) {
    return context.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
  }

  it('keeps a sign-in attempt open five minutes, in the database and in its cookie, asking for email and profile', async () => {
    const clientAddress = '198.51.100.31';
    const before = Date.now();
    const response = await anonymous(context).get('/api/auth/login', { remoteAddress: clientAddress });
    const after = Date.now();
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    const [attempt] = await context.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.clientAddress, clientAddress));
    expect(attempt!.state).toBe(location.searchParams.get('state'));
    expect(attempt!.nonce).toBe(location.searchParams.get('nonce'));
    expect(attempt!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(attempt!.expiresAt.getTime()).toBeLessThanOrEqual(after + 5 * 60_000);
    expect(String(response.headers['set-cookie'])).toMatch(/^timekeep_login=[^;]+;.*Max-Age=300(;|$)/);
  });

  it('answers the signed-in person as the session resolves them', async () => {
    const lead = await createPerson(context, { firstName: 'Ada', lastName: 'Lovelace', contractor: true });
    await createPerson(context, { teamLeadId: lead.id });
    const as = await signedIn(context, lead);
    const response = await as.get('/api/user');
    expect(response.json()).toEqual({
      currentUser: {
        id: lead.id,
        name: 'Ada Lovelace',
        email: lead.email,
        roles: ['employee'],
        contractor: true,
        manager: true,
        startDate: lead.employmentStartDate,
      },
      error: null,
    });
  });

  it('records a sign-in, with the address it came from, and a sign-out against the person', async () => {
    const person = await createPerson(context);
    const { jar } = await signInThroughProvider(context.app, person.email, '/', {
      remoteAddress: '198.51.100.61',
    });
    const token = jar.get('timekeep_session')!;
    expect(await auditOf('sign_in', person.id)).toMatchObject([
      {
        actorId: person.id,
        entityType: 'person',
        entityId: String(person.id),
        detail: { clientAddress: '198.51.100.61' },
      },
    ]);
    const signout = await requestsWith(context.app, { cookie: `timekeep_session=${token}` }).post(
      '/api/signout',
      '{}',
      { headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' } },
    );
    expect(signout.statusCode).toBe(200);
    expect(await auditOf('sign_out', person.id)).toMatchObject([
      { actorId: person.id, entityType: 'person', entityId: String(person.id) },
    ]);
    const left = await context.database.db.select().from(sessions).where(eq(sessions.personId, person.id));
    expect(left).toEqual([]);
  });

  it('refuses a disabled person, recording who was refused, which identity asked and from where', async () => {
    const person = await createPerson(context, { enabled: false });
    const { location, jar } = await signInThroughProvider(context.app, person.email, '/team', {
      remoteAddress: '198.51.100.62',
    });
    expect(location).toBe('/login?error=permission_failed&redirect=%2Fteam');
    expect(jar.get('timekeep_session')).toBeUndefined();
    expect(await auditOf('sign_in_refused', person.id)).toMatchObject([
      {
        actorId: person.id,
        entityType: 'person',
        entityId: String(person.id),
        detail: { issuer, subject: person.email, clientAddress: '198.51.100.62' },
      },
    ]);
  });

  it('records a refused stranger with no person, by the identity that asked', async () => {
    const email = 'nobody-here@elsewhere.test';
    const { location } = await signInThroughProvider(context.app, email, '/');
    expect(location).toBe('/login?error=permission_failed');
    const refusals = await context.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign_in_refused'), sql`${auditLog.detail}->>'subject' = ${email}`));
    expect(refusals).toMatchObject([{ actorId: null, entityId: null, detail: { issuer, subject: email } }]);
  });

  it('never lets a second identity take over a person already linked to another one', async () => {
    const person = await createPerson(context, { oidcIssuer: issuer, oidcSubject: 'the-first-identity' });
    const { location, jar } = await signInThroughProvider(context.app, person.email, '/');
    expect(location).toBe('/login?error=permission_failed');
    expect(jar.get('timekeep_session')).toBeUndefined();
    const stored = await personByEmail(context, person.email);
    expect(stored.oidcSubject).toBe('the-first-identity');
  });

  it('writes the session back at most once a minute: a request 30 seconds after the last changes nothing', async () => {
    const as = await signedIn(context, await createPerson(context));
    const lastSeenAt = new Date(Date.now() - 30_000);
    const expiresAt = new Date(Date.now() + 60_000);
    await context.database.db
      .update(sessions)
      .set({ lastSeenAt, expiresAt })
      .where(eq(sessions.id, as.sessionId));
    expect((await as.get('/api/user')).statusCode).toBe(200);
    const [stored] = await context.database.db.select().from(sessions).where(eq(sessions.id, as.sessionId));
    expect(stored!.lastSeenAt.getTime()).toBe(lastSeenAt.getTime());
    expect(stored!.expiresAt.getTime()).toBe(expiresAt.getTime());
  });

  it('writes the session back once more than a minute has passed since the last write, not at the minute', async () => {
    const { token, sessionId } = await openSession(context, (await createPerson(context)).id);
    const lastSeenAt = new Date(Date.now() - 10_000);
    await context.database.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, sessionId));
    const lifetime = { db: context.database.db, sessionIdleMs: 86_400_000, sessionMaxAgeMs: 604_800_000 };
    const storedLastSeen = async () =>
      (await context.database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]!.lastSeenAt;

    const atTheMinute = new Date(lastSeenAt.getTime() + 60_000);
    expect(await resolveSession(lifetime, token, atTheMinute)).toMatchObject({
      actor: { id: expect.any(Number) },
      slidTo: null,
    });
    expect((await storedLastSeen()).getTime()).toBe(lastSeenAt.getTime());

    const pastTheMinute = new Date(lastSeenAt.getTime() + 60_001);
    expect((await resolveSession(lifetime, token, pastTheMinute))?.slidTo).toEqual(
      new Date(pastTheMinute.getTime() + 86_400_000),
    );
    expect((await storedLastSeen()).getTime()).toBe(pastTheMinute.getTime());
  });

  it('clears the sessions that have ended at a sign-in, keeping the live ones', async () => {
    const live = await signedIn(context, await createPerson(context));
    const ended = await signedIn(context, await createPerson(context));
    await context.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, ended.sessionId));
    const { location } = await signInThroughProvider(context.app, (await createPerson(context)).email, '/');
    expect(location).toBe('/');
    const left = await context.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [live.sessionId, ended.sessionId]));
    expect(left).toEqual([{ id: live.sessionId }]);
  });
});

describe('the sign-in rate limit counters', () => {
  it('opens a one-minute window at the first hit and clears the counters whose window has ended', async () => {
    const stale = 'GET /api/auth/login 203.0.113.50';
    await context.database.db
      .insert(rateLimitCounters)
      .values({ key: stale, hits: 7, windowEndsAt: new Date(Date.now() - 1000) });
    const before = Date.now();
    const response = await anonymous(context).get('/api/auth/login', { remoteAddress: '198.51.100.33' });
    const after = Date.now();
    expect(response.statusCode).toBe(302);
    expect(
      await context.database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, stale)),
    ).toEqual([]);
    const [counter] = await context.database.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, 'GET /api/auth/login 198.51.100.33'));
    expect(counter!.hits).toBe(1);
    expect(counter!.windowEndsAt.getTime()).toBeGreaterThan(before + 59_000);
    expect(counter!.windowEndsAt.getTime()).toBeLessThanOrEqual(after + 61_000);
  });
});
