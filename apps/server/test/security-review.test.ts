import { periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../src/plugins/access';
import { createEngagement, createPerson, createTimesheet } from './factories';
import { anonymous, type Requests, type SignedIn, signedIn } from './request';
import { capturedLog, createTestApp, signInThroughProvider, type TestContext } from './test-app';

/** Findings of the security review and the API fuzzer that cut across modules, each pinned by a test. */
let context: TestContext;
const log = capturedLog();
let employee: SignedIn;
let reports: SignedIn;

beforeAll(async () => {
  context = await createTestApp(
    { LOG_LEVEL: 'info', SIGN_IN_RATE_LIMIT: '5' },
    {
      logStream: log.stream,
      addRoutes: (app, database) =>
        app.get('/api/test/failing-query', { config: { access: access.public('test only') } }, async () => {
          await database.db.execute(sql`SELECT ${'secret note text'}::int`);
        }),
    },
  );
  employee = await signedIn(context, await createPerson(context));
  reports = await signedIn(context, await createPerson(context, { roles: ['reports'] }));
});
afterAll(async () => {
  await context?.close();
});

const json = { 'content-type': 'application/json' };

describe('trusted proxies', () => {
  it('does not let a forged X-Forwarded-For dodge the sign-in rate limit when no proxy is trusted', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await anonymous(context).get('/api/auth/login', {
        remoteAddress: '192.0.2.10',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429, 429, 429]);
  });

  it('takes the address the trusted proxy saw, not what the caller wrote before it', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1', SIGN_IN_RATE_LIMIT: '2' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await anonymous(proxied).get('/api/auth/login', {
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `203.0.113.${attempt}, 198.51.100.20` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([302, 302, 429, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe('caching', () => {
  it.each([
    ['GET', '/api/user', 'employee', 200],
    ['GET', '/api/user', null, 401],
    ['GET', '/api/no-such-route', 'employee', 404],
    ['GET', '/api/health', null, 200],
  ] as const)('answers %s %s with Cache-Control: no-store', async (method, url, who, status) => {
    const as: Requests = who === 'employee' ? employee : anonymous(context);
    const response = await as.send(method, url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('paths spelled with percent-escapes', () => {
  const sameOrigin = { headers: { 'sec-fetch-site': 'same-origin' } };
  const crossSite = { headers: { 'sec-fetch-site': 'cross-site' } };

  it('answers a calendar feed reached as /%61pi/ical with Cache-Control: no-store', async () => {
    const owner = await signedIn(context, await createPerson(context));
    const created = await owner.post('/api/calendar_feeds/personal', undefined, sameOrigin);
    const feedPath = new URL(created.json().url).search;
    const response = await anonymous(context).get(`/%61pi/ical${feedPath}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reads the session on /%61pi/user as on /api/user, with no-store', async () => {
    const plain = await employee.get('/api/user');
    const escaped = await employee.get('/%61pi/user');
    expect(plain.statusCode).toBe(200);
    expect(escaped.statusCode).toBe(200);
    expect(escaped.json()).toEqual(plain.json());
    expect(escaped.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown /%61pi/ path as the API does: JSON 404 with no-store', async () => {
    const response = await employee.get('/%61pi/no-such-route', { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/api/calendar_feeds/personal',
    '/%61pi/calendar_feeds/personal',
    '/api/calendar_feeds/person%61l',
  ])('refuses a cross-site POST %s with csrf_failed and makes no feed', async (url) => {
    const owner = await signedIn(context, await createPerson(context));
    const response = await owner.post(url, undefined, crossSite);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_failed');
    const feeds = await owner.get('/api/calendar_feeds');
    expect(feeds.json().feeds).toEqual([{ kind: 'personal', createdAt: null }]);
  });
});

describe('ids, versions and text the database cannot hold', () => {
  const tooBig = 2 ** 31;
  const period = periodContaining(todayIso());

  it.each([
    ['GET', `/api/timesheet?user_id=${tooBig}`, undefined, 'querystring.user_id'],
    ['GET', `/api/timesheet/${tooBig}/history`, undefined, 'params.id'],
    ['GET', `/api/timesheet/1/history?user_id=${tooBig}`, undefined, 'querystring.user_id'],
    ['PUT', `/api/timesheet/${tooBig}`, { timesheetPeriodId: 1, timesheetRows: [] }, 'params.id'],
    ['PUT', '/api/timesheet/1', { timesheetPeriodId: 1, version: tooBig, timesheetRows: [] }, 'body.version'],
    ['PATCH', `/api/timesheet/${tooBig}/submit`, { timesheetRows: [] }, 'params.id'],
    ['PATCH', '/api/timesheet/1/submit', { version: tooBig }, 'body.version'],
    ['PATCH', `/api/timesheet/${tooBig}/rescind`, {}, 'params.id'],
    ['PATCH', '/api/timesheet/1/rescind', { version: tooBig }, 'body.version'],
    ['POST', '/api/timesheet', { timesheetPeriodId: tooBig, timesheetRows: [] }, 'body.timesheetPeriodId'],
    ['PATCH', `/api/code_alerts/${tooBig}`, { code_viewed: true, spud_user_id: 1 }, 'params.id'],
    ['PATCH', '/api/code_alerts/1', { code_viewed: true, spud_user_id: tooBig }, 'body.spud_user_id'],
  ] as const)('answers %s %s with 400 naming the field', async (method, url, payload, field) => {
    const response = await employee.send(method, url, payload ? JSON.stringify(payload) : undefined, {
      headers: payload ? json : {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', field });
  });

  it('refuses a NUL character in a note or a comment with 400 naming the field', async () => {
    const { resource } = await createEngagement(context, employee.person);
    await createTimesheet(context, employee.person, {
      rows: [{ resourceId: resource.id, entries: [{ date: period.startDate, hours: 8 }] }],
    });
    const timesheet = (await employee.get('/api/timesheet')).json().timesheet;
    const row = timesheet.timesheetRows.find((candidate: { readOnly: boolean }) => !candidate.readOnly);
    const note = await employee.put(
      `/api/timesheet/${timesheet.id}`,
      JSON.stringify({
        timesheetPeriodId: timesheet.timesheetPeriodId,
        version: timesheet.version,
        timesheetRows: [
          {
            id: row.id,
            resourceId: row.resourceId,
            additionalProjectId: row.additionalProjectId,
            timesheetEntries: [{ date: period.startDate, hours: 1, note: 'a\u0000b' }],
          },
        ],
      }),
      { headers: json },
    );
    expect(note.statusCode).toBe(400);
    expect(note.json().error.field).toBe('body.timesheetRows.0.timesheetEntries.0.note');

    const comment = await employee.post(
      '/api/ptos',
      JSON.stringify({
        pto_details: {
          reason: 'pto',
          timeframeType: 'partial_day',
          hoursWorkday: 8,
          includeWeekends: false,
          startDate: period.endDate,
          hours: 4,
          comment: 'out\u0000',
        },
      }),
      { headers: json },
    );
    expect(comment.statusCode).toBe(400);
    expect(comment.json().error.field).toBe('body.pto_details.comment');
  });

  it('states the bounds in the OpenAPI document', async () => {
    const document = (await employee.get('/api/openapi.json')).json();
    const history = document.paths['/api/timesheet/{id}/history'].get;
    const id = history.parameters.find((parameter: { name: string }) => parameter.name === 'id');
    expect(id.schema.maximum).toBe(2_147_483_647);
    const save = document.paths['/api/timesheet/{id}'].put.requestBody.content['application/json'].schema;
    expect(save.properties.version.maximum).toBe(2_147_483_647);
  });
});

describe('logs', () => {
  it('never records the sign-in code and state', async () => {
    log.lines.length = 0;
    await signInThroughProvider(context.app, 'employee@example.com', '/', { remoteAddress: '192.0.2.99' });
    const callbackLines = log.lines.filter((line) => line.includes('/api/auth/callback'));
    expect(callbackLines.length).toBeGreaterThan(0);
    for (const line of callbackLines) {
      expect(line).toMatch(/code=%5Bredacted%5D/);
      expect(line).toMatch(/state=%5Bredacted%5D/);
    }
  });

  it("never records the text a person typed into a query: a lead's note, an admin's search", async () => {
    const lead = await createPerson(context, { roles: ['employee'] });
    const member = await createPerson(context, { teamLeadId: lead.id });
    const asLead = await signedIn(context, lead);
    const admin = await signedIn(context, await createPerson(context, { roles: ['admin', 'employee'] }));
    const { timesheet: submitted } = await createTimesheet(context, member, { status: 'pending' });
    const { timesheet: approved } = await createTimesheet(context, member, {
      status: 'approved',
      date: '2020-01-06',
    });
    log.lines.length = 0;
    const sameSite = { headers: { 'sec-fetch-site': 'same-origin' } };
    const reject = `/api/team/timesheets/${submitted.id}/reject?note=${encodeURIComponent('Private reason one')}`;
    const unapprove = `/api/team/timesheets/${approved.id}/unapprove?note=Private%20reason%20two`;
    expect((await asLead.patch(reject, undefined, sameSite)).statusCode).toBe(200);
    expect((await asLead.patch(unapprove, undefined, sameSite)).statusCode).toBe(200);
    expect((await admin.get('/api/employees?query=Searched%20Surname')).statusCode).toBe(200);
    expect((await admin.get('/api/admin/engagements?query=Searched+Client')).statusCode).toBe(200);
    const logged = log.lines.join('\n');
    expect(logged).toContain(`/api/team/timesheets/${submitted.id}/reject?note=%5Bredacted%5D`);
    expect(logged).toContain(`/api/team/timesheets/${approved.id}/unapprove?note=%5Bredacted%5D`);
    expect(logged).toContain('/api/employees?query=%5Bredacted%5D');
    expect(logged).toContain('/api/admin/engagements?query=%5Bredacted%5D');
    expect(logged).not.toMatch(/Private|reason|Searched|Surname/);
  });

  it('logs a database error without the values of the statement', async () => {
    log.lines.length = 0;
    const response = await anonymous(context).get('/api/test/failing-query');
    expect(response.statusCode).toBe(500);
    const logged = log.lines.join('\n');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('secret note text');
  });
});

describe('access is checked before the body is read', () => {
  it('answers 401 to a malformed body without a session', async () => {
    const response = await anonymous(context).put('/api/timesheet/1', '{"timesheetRows": [', {
      headers: json,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('not_authenticated');
  });

  it('answers 403 to a reports-only person sending a malformed body to an employee route', async () => {
    const response = await reports.put('/api/timesheet/1', '{"timesheetRows": [', { headers: json });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('explains a malformed body and a prototype key to a caller who may send one', async () => {
    const malformed = await employee.put('/api/timesheet/1', '{"timesheetRows": [', { headers: json });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'The request body is not valid JSON.',
    });
    const prototype = await employee.put(
      '/api/timesheet/1',
      '{"__proto__": {"admin": true}, "timesheetRows": []}',
      { headers: json },
    );
    expect(prototype.statusCode).toBe(400);
    expect(prototype.json().error.message).toBe(
      'The request body may not contain "__proto__" or "constructor.prototype" keys.',
    );
  });

  it.each(['TRACE', 'OPTIONS', 'DELETE'] as const)(
    'answers %s on a known path with 405 and Allow',
    async (method) => {
      const response = await employee.send(method, '/api/timesheet/12');
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('PUT');
      expect(response.json().error.code).toBe('method_not_allowed');
    },
  );
});
