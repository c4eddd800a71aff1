import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  sessionCookieFor,
  signInThroughProvider,
  type TestContext,
} from '../../../test/test-app';
import { auditLog, people, sessions } from '../../db/schema';
import { hashToken } from './auth.service';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context?.close();
});

describe('sign-in through OpenID Connect', () => {
  it('sends the browser to the identity provider with PKCE and a state', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/auth/login?return_to=/pto' });
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

    const user = await context.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `timekeep_session=${token}` },
    });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      currentUser: { email: 'employee@example.com', roles: ['employee'], contractor: false, manager: false },
      error: null,
    });
    const [person] = await context.database.db
      .select()
      .from(people)
      .where(eq(people.email, 'employee@example.com'));
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
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/auth/callback?code=abc&state=forged',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=sign_in_failed');
  });

  it('never returns to another site after sign-in', async () => {
    const { location } = await signInThroughProvider(context.app, 'employee@example.com', '//evil.example/x');
    expect(location).toBe('/');
  });
});

describe('sessions', () => {
  it('answers 401 with a stable code without a session', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'not_authenticated', message: 'Please sign in.' } });
  });

  it('reports the manager flag and the missing start date', async () => {
    const manager = await context.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: await sessionCookieFor(context, 'manager@example.com') },
    });
    expect(manager.json().currentUser).toMatchObject({ manager: true });
    const newhire = await context.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: await sessionCookieFor(context, 'newhire@example.com') },
    });
    expect(newhire.json().currentUser).toMatchObject({ startDate: null, manager: false });
  });

  it('ends after 24 hours without activity', async () => {
    const cookie = await sessionCookieFor(context, 'employee@example.com');
    const token = cookie.split('=')[1]!;
    await context.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(token)));
    const response = await context.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('signs out on the server: the same cookie no longer works', async () => {
    const cookie = await sessionCookieFor(context, 'employee@example.com');
    const signout = await context.app.inject({ method: 'GET', url: '/api/signout', headers: { cookie } });
    expect(signout.statusCode).toBe(200);
    expect(signout.json()).toEqual({ success: true });
    const after = await context.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('ends the sessions of a person who loses every role', async () => {
    const cookie = await sessionCookieFor(context, 'contractor@example.com');
    await context.database.db
      .update(people)
      .set({ roles: [] })
      .where(eq(people.email, 'contractor@example.com'));
    const response = await context.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });
});
