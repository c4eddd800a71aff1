import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from './factories';
import { anonymous, signedIn } from './request';
import { createTestApp, type TestContext } from './test-app';

let context: TestContext;
const signInRateLimit = 5;

beforeAll(async () => {
  context = await createTestApp({ SIGN_IN_RATE_LIMIT: String(signInRateLimit) });
});
afterAll(async () => {
  await context?.close();
});

const sampleUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

describe('every route declares who may call it', () => {
  it('lists all registered routes and none lacks an access policy', () => {
    const routes = context.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(5);
    const undeclared = routes
      .filter((route) => route.access === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('answers 401 without a session on every route but sign-in, health, the identity provider and the calendar feed opened by its secret', async () => {
    const guarded = context.app.registeredRoutes.filter(
      (route) => route.access?.kind === 'signed-in' && route.method !== 'HEAD',
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await anonymous(context).send(route.method as 'GET', sampleUrl(route.url));
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
    const open = context.app.registeredRoutes
      .filter((route) => route.access?.kind === 'public' && route.method !== 'HEAD')
      .map((route) => route.url)
      .filter((url) => !url.startsWith('/oidc') && !url.startsWith('/scim/v2/'));
    expect(open.sort()).toEqual([
      '/api/auth/callback',
      '/api/auth/login',
      '/api/config',
      '/api/dev/outbox',
      '/api/health',
      '/api/ical',
      '/dev/outbox',
    ]);
  });

  it('answers 401 on every SCIM route (issue 41) without the SCIM token, a session being no such token', async () => {
    const admin = await signedIn(context, 'admin@example.com');
    const scimRoutes = context.app.registeredRoutes.filter(
      (route) => route.url.startsWith('/scim/v2/') && route.method !== 'HEAD',
    );
    expect(scimRoutes.length).toBeGreaterThan(10);
    for (const route of scimRoutes) {
      for (const caller of [anonymous(context), admin]) {
        const response = await caller.send(route.method as 'GET', sampleUrl(route.url));
        expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 401,
        });
      }
    }
  });

  it('refuses a signed-in person a route their role does not allow, naming who may', async () => {
    const lead = await createPerson(context);
    await createPerson(context, { teamLeadId: lead.id });
    const [employee, contractor, reportsOnly, manager] = await Promise.all([
      signedIn(context, await createPerson(context)),
      signedIn(context, await createPerson(context, { contractor: true })),
      signedIn(context, await createPerson(context, { roles: ['reports'] })),
      signedIn(context, lead),
    ]);
    const refusals = [
      [employee, 'GET', '/api/admin/audit', 'Only admins may do this.'],
      [employee, 'GET', '/api/team_members', 'Only managers and admins may do this.'],
      [contractor, 'GET', '/api/ptos', 'Only employees who are not contractors may do this.'],
      [reportsOnly, 'POST', '/api/timesheet', 'Only people with the employee role may do this.'],
    ] as const;
    for (const [as, method, url, message] of refusals) {
      const response = await as.send(method, url, method === 'POST' ? {} : undefined);
      expect({ url, status: response.statusCode, error: response.json().error }).toEqual({
        url,
        status: 403,
        error: { code: 'forbidden', message },
      });
    }
    expect((await manager.get('/api/team_members')).statusCode).toBe(200);
    expect((await contractor.get('/api/timesheet')).statusCode).toBe(200);
  });
});

describe('health and configuration', () => {
  it('reports the database up', async () => {
    const response = await anonymous(context).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('serves the public configuration without a session and without third parties by default', async () => {
    const response = await anonymous(context).get('/api/config');
    expect(response.json()).toEqual({
      version: '4.0.0',
      hrEmail: 'hr@example.com',
      sentryDsn: null,
      analyticsUrl: null,
      powerBi: { perPersonTokens: false },
    });
  });
});

describe('errors', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await anonymous(context).get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().error.code).toBe('not_found');
  });

  it('rejects a bad query parameter with a code and the field name', async () => {
    const response = await anonymous(context).get(`/api/auth/login?return_to=${'x'.repeat(2100)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      field: 'querystring.return_to',
    });
  });
});

describe('security baseline', () => {
  it('sends helmet headers with a content security policy', async () => {
    const response = await anonymous(context).get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a cross-site state-changing request', async () => {
    const as = await signedIn(context, await createPerson(context));
    const crossSite = await as.post('/api/signout', '{}', {
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('csrf_failed');
    const foreignOrigin = await as.post('/api/signout', '{}', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expect(foreignOrigin.json().error.code).toBe('csrf_failed');
  });

  it('refuses a state-changing request whose body is not JSON', async () => {
    const as = await signedIn(context, await createPerson(context));
    const response = await as.post('/api/signout', 'hello', { headers: { 'content-type': 'text/plain' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('rate-limits sign-in at exactly the configured limit', async () => {
    const statuses: number[] = [];
    // An address of its own, so using up its sign-in budget leaves the other tests' untouched.
    for (let attempt = 0; attempt < signInRateLimit + 2; attempt += 1) {
      const response = await anonymous(context).get('/api/auth/login', { remoteAddress: '192.0.2.30' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().error.code).toBe('rate_limited');
    }
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429, 429]);
    const otherAddress = await anonymous(context).get('/api/auth/login', { remoteAddress: '192.0.2.31' });
    expect(otherAddress.statusCode).toBe(302);
  });
});
