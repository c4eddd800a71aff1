import { todayIso } from '@timekeep/shared/domain/periods';
import { apiTokenListSchema, createdApiTokenSchema } from '@timekeep/shared/schemas/api-tokens';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../test/audit-log';
import { createPerson, periodOn } from '../../../test/factories';
import { type Person, requestsWith, type SignedIn, signedIn, withApiToken } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { apiTokens, people } from '../../db/schema';
import { hashToken } from '../../lib/secret-tokens';
import { routeScope } from '../../plugins/token-scopes';

let context: TestContext;
let admin: SignedIn;
let employee: Person;
let asEmployee: SignedIn;

beforeAll(async () => {
  context = await createTestApp({ API_TOKEN_RATE_LIMIT: '5' });
  admin = await signedIn(context, 'admin@example.com');
  employee = await createPerson(context, { firstName: 'Tokya', lastName: 'Holder' });
  asEmployee = await signedIn(context, employee);
});
afterAll(async () => {
  await context?.close();
});

/** Requests with the secret as a bearer, as an outside system sends them. */
const bearer = (secret: string) => requestsWith(context.app, { authorization: `Bearer ${secret}` });

async function makePersonalToken(as: SignedIn, access: 'read' | 'write', name = 'Payroll sync') {
  const response = await as.post('/api/tokens', { name, access, expiresInDays: 30 });
  expect(response.statusCode, response.body).toBe(200);
  return createdApiTokenSchema.parse(response.json());
}

describe('personal API tokens', () => {
  it('are shown once, kept only as a hash, listed without their secret, and audited', async () => {
    const made = await makePersonalToken(asEmployee, 'read', 'Spreadsheet');
    const [stored] = await context.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    const listed = apiTokenListSchema.parse((await asEmployee.get('/api/tokens')).json()).tokens;
    const audit = await auditEntries(admin, { entity_type: 'api_token', entity_id: made.id });
    expect({
      secretShape: /^tk_[A-Za-z0-9_-]{43}$/.test(made.token),
      stored: { hash: stored!.tokenHash, prefix: stored!.prefix, scopes: stored!.scopes },
      listed: listed.find((token) => token.id === made.id),
      listHoldsSecret: JSON.stringify(listed).includes(made.token),
      audited: audit.map((entry) => entry.action),
    }).toEqual({
      secretShape: true,
      stored: { hash: hashToken(made.token), prefix: made.token.slice(0, 10), scopes: ['*:read'] },
      listed: expect.objectContaining({
        name: 'Spreadsheet',
        access: 'read',
        prefix: made.token.slice(0, 10),
      }),
      listHoldsSecret: false,
      audited: ['api_token_created'],
    });
  });

  it('act as their owner: a read-only one reads but cannot write, a read-write one writes', async () => {
    const period = await periodOn(context, todayIso());
    const readOnly = bearer((await makePersonalToken(asEmployee, 'read')).token);
    const readWrite = bearer((await makePersonalToken(asEmployee, 'write')).token);
    const user = await readOnly.get('/api/user');
    const timesheet = await readOnly.get(`/api/timesheet?start_date=${period.startDate}`);
    const refusedSave = await readOnly.post('/api/timesheet', {});
    const refusedRead = await readOnly.post('/api/notifications/read_all');
    const written = await readWrite.post('/api/notifications/read_all');
    expect({
      user: [user.statusCode, user.json().currentUser.email],
      timesheet: timesheet.statusCode,
      refusedSave: [refusedSave.statusCode, refusedSave.json().error.code, refusedSave.json().error.message],
      refusedRead: refusedRead.json().error.message,
      written: written.statusCode,
    }).toEqual({
      user: [200, employee.email],
      timesheet: 200,
      refusedSave: [403, 'forbidden', 'This API token does not hold the timesheets:write scope.'],
      refusedRead: 'This API token does not hold the account:write scope.',
      written: 200,
    });
  });

  it('never reads another person’s timesheet, and never reaches the routes that make tokens', async () => {
    const other = await createPerson(context);
    const token = bearer((await makePersonalToken(asEmployee, 'write')).token);
    const othersTimesheet = await token.get(`/api/timesheet?user_id=${other.id}&start_date=${todayIso()}`);
    const makesToken = await token.post('/api/tokens', {
      name: 'Another',
      access: 'write',
      expiresInDays: 1,
    });
    const signsOut = await token.post('/api/signout/everywhere');
    expect([
      othersTimesheet.statusCode,
      makesToken.statusCode,
      makesToken.json().error.message,
      signsOut.statusCode,
    ]).toEqual([403, 403, 'API tokens cannot do this: sign in to Timekeep instead.', 403]);
  });

  it('answer 401 once revoked, expired, unknown, or when their owner is deactivated', async () => {
    const revoked = await makePersonalToken(asEmployee, 'read');
    expect((await asEmployee.delete(`/api/tokens/${revoked.id}`)).statusCode).toBe(204);
    const expired = await withApiToken(context, employee, ['*:read']);
    await context.database.db
      .update(apiTokens)
      .set({ createdAt: new Date(Date.now() - 3_000), expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(apiTokens.id, expired.tokenId));
    const leaver = await createPerson(context);
    const leaversToken = await withApiToken(context, leaver, ['*:read']);
    const before = (await leaversToken.get('/api/user')).statusCode;
    expect((await admin.post(`/api/admin/people/${leaver.id}/deactivate`)).statusCode).toBe(200);
    await context.database.db.update(people).set({ enabled: true }).where(eq(people.id, leaver.id));
    const answers = [
      await bearer(revoked.token).get('/api/user'),
      await expired.get('/api/user'),
      await bearer('tk_not-a-token').get('/api/user'),
      await leaversToken.get('/api/user'),
    ];
    expect({
      before,
      after: answers.map((answer) => [answer.statusCode, answer.json().error.code]),
      challenge: answers[0]!.headers['www-authenticate'],
      audited: (await auditEntries(admin, { entity_type: 'api_token', entity_id: revoked.id })).map(
        (e) => e.action,
      ),
    }).toEqual({
      before: 200,
      after: Array(4).fill([401, 'not_authenticated']),
      challenge: 'Bearer',
      audited: ['api_token_revoked', 'api_token_created'],
    });
  });

  it('are their owner’s alone: another person can neither list nor revoke them', async () => {
    const mine = await makePersonalToken(asEmployee, 'read');
    const stranger = await signedIn(context, await createPerson(context));
    const listed = apiTokenListSchema.parse((await stranger.get('/api/tokens')).json()).tokens;
    const revoke = await stranger.delete(`/api/tokens/${mine.id}`);
    expect([
      listed.map((token) => token.id),
      revoke.statusCode,
      (await bearer(mine.token).get('/api/user')).statusCode,
    ]).toEqual([[], 403, 200]);
  });

  it('marks when a token was last used', async () => {
    const made = await makePersonalToken(asEmployee, 'read');
    const before = made.lastUsedAt;
    await bearer(made.token).get('/api/user');
    const listed = apiTokenListSchema.parse((await asEmployee.get('/api/tokens')).json()).tokens;
    expect([before, listed.find((token) => token.id === made.id)?.lastUsedAt]).toEqual([
      null,
      expect.any(String),
    ]);
  });

  it('refuses a token past its limit of requests a minute, counted per token', async () => {
    const busy = bearer((await makePersonalToken(asEmployee, 'read')).token);
    const calm = bearer((await makePersonalToken(asEmployee, 'read')).token);
    const statuses = [];
    for (let call = 0; call < 6; call++) statuses.push((await busy.get('/api/user')).statusCode);
    const limited = await busy.get('/api/user');
    expect([
      statuses,
      limited.json().error.code,
      Number(limited.headers['retry-after']) > 0,
      (await calm.get('/api/user')).statusCode,
    ]).toEqual([[200, 200, 200, 200, 200, 429], 'rate_limited', true, 200]);
  });

  it('is not held to the browser’s CSRF rule, which a page of another site cannot get around with a token', async () => {
    const token = bearer((await makePersonalToken(asEmployee, 'write')).token);
    const crossSite = { headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' } };
    const asToken = await token.post('/api/notifications/read_all', undefined, crossSite);
    const asSession = await asEmployee.post('/api/notifications/read_all', undefined, crossSite);
    const formBody = await token.post('/api/notifications/read_all', 'a=1', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([asToken.statusCode, asSession.json().error.code, formBody.json().error.code]).toEqual([
      200,
      'csrf_failed',
      'unsupported_media_type',
    ]);
  });

  it('refuses a name left empty and a life longer than a year', async () => {
    const noName = await asEmployee.post('/api/tokens', { name: ' ', access: 'read', expiresInDays: 30 });
    const tooLong = await asEmployee.post('/api/tokens', {
      name: 'Forever',
      access: 'read',
      expiresInDays: 366,
    });
    expect([noName.json().error.code, tooLong.json().error.code]).toEqual([
      'validation_failed',
      'validation_failed',
    ]);
  });
});

describe('service tokens', () => {
  it('are made by admins only, act as them within their scopes, and are revoked by any admin', async () => {
    const refused = await asEmployee.post('/api/admin/service_tokens', {
      name: 'Invoicing',
      scopes: ['reports:read'],
      expiresInDays: 90,
    });
    const response = await admin.post('/api/admin/service_tokens', {
      name: 'Invoicing',
      scopes: ['reports:read', 'reports:read'],
      expiresInDays: 90,
    });
    const made = createdApiTokenSchema.parse(response.json());
    const token = bearer(made.token);
    const report = await token.get(`/api/not_submitted_report?startDate=${todayIso()}&endDate=${todayIso()}`);
    const timesheet = await token.get(`/api/timesheet?start_date=${todayIso()}`);
    const secondAdmin = await signedIn(
      context,
      await createPerson(context, { roles: ['admin', 'employee'] }),
    );
    const listed = apiTokenListSchema.parse(
      (await secondAdmin.get('/api/admin/service_tokens')).json(),
    ).tokens;
    const revoked = await secondAdmin.delete(`/api/admin/service_tokens/${made.id}`);
    expect({
      refused: refused.statusCode,
      made: { scopes: made.scopes, access: made.access, ownerName: made.ownerName },
      report: report.statusCode,
      timesheet: [timesheet.statusCode, timesheet.json().error.message],
      listed: listed.some((each) => each.id === made.id),
      revoked: revoked.statusCode,
      after: (await token.get('/api/user')).statusCode,
    }).toEqual({
      refused: 403,
      made: { scopes: ['reports:read'], access: null, ownerName: expect.any(String) },
      report: 200,
      timesheet: [403, 'This API token does not hold the timesheets:read scope.'],
      listed: true,
      revoked: 204,
      after: 401,
    });
  });

  it('are not revoked through the personal tokens’ route, nor personal ones through the admins’', async () => {
    const service = createdApiTokenSchema.parse(
      (
        await admin.post('/api/admin/service_tokens', {
          name: 'HR',
          scopes: ['company:read'],
          expiresInDays: 1,
        })
      ).json(),
    );
    const personal = await makePersonalToken(asEmployee, 'read');
    expect([
      (await admin.delete(`/api/tokens/${service.id}`)).statusCode,
      (await admin.delete(`/api/admin/service_tokens/${personal.id}`)).statusCode,
    ]).toEqual([404, 404]);
  });
});

describe('the scope of each route', () => {
  it('gives every signed-in API route a scope, but the few only a signed-in browser uses', () => {
    const closed = context.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .filter((route) => route.access?.kind === 'signed-in' && routeScope(route.method, route.url) === null)
      .map((route) => route.url);
    expect(
      closed.filter(
        (url) => !/^\/api\/(signout|tokens|admin\/(service_tokens|webhooks|scim)|dev\/)/.test(url),
      ),
    ).toEqual([]);
  });

  it('reads and writes by method, and names the reports by their path', () => {
    expect([
      routeScope('GET', '/api/timesheet'),
      routeScope('PUT', '/api/timesheet/:id'),
      routeScope('GET', '/api/timesheet_periods'),
      routeScope('POST', '/api/team/timesheets/decisions'),
      routeScope('GET', '/api/team_members'),
      routeScope('GET', '/api/accounting_report/export'),
      routeScope('PUT', '/api/admin/people/:id/offices'),
      routeScope('GET', '/api/tokens'),
      routeScope('GET', '/api/something_new'),
    ]).toEqual([
      'timesheets:read',
      'timesheets:write',
      'company:read',
      'team:write',
      'team:read',
      'reports:read',
      'admin:write',
      null,
      null,
    ]);
  });
});
