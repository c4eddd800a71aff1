import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, createTimesheet } from './factories';
import { anonymous, type SignedIn, signedIn } from './request';
import { capturedLog, createTestApp, type TestContext } from './test-app';

/** Issue 35, point 5: every refusal is logged with who asked, for what, and the reason given (ASVS V16). */
let context: TestContext;
const log = capturedLog();
let asPeer: SignedIn;
let asOtherLead: SignedIn;
let timesheetId: number;

beforeAll(async () => {
  context = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });
  const lead = await createPerson(context);
  const member = await createPerson(context, { teamLeadId: lead.id });
  asPeer = await signedIn(context, await createPerson(context, { teamLeadId: lead.id }));
  timesheetId = (await createTimesheet(context, member, { status: 'pending' })).timesheet.id;
  const otherLead = await createPerson(context);
  await createPerson(context, { teamLeadId: otherLead.id });
  asOtherLead = await signedIn(context, otherLead);
});
afterAll(async () => {
  await context?.close();
});

/** The refusals logged since `from`, as pino wrote them. */
function refusalsSince(from: number) {
  return log.lines
    .slice(from)
    .map((line) => JSON.parse(line) as { level: number; msg: string; refusal?: Record<string, unknown> })
    .filter((entry) => entry.msg === 'request refused');
}

describe('refusals in the log', () => {
  it("logs a policy's refusal with the actor, the route, the record and the policy's reason", async () => {
    const from = log.lines.length;
    const response = await asPeer.patch(`/api/team/timesheets/${timesheetId}/approve`, {});
    expect(response.statusCode).toBe(403);
    expect(refusalsSince(from)).toEqual([
      expect.objectContaining({
        level: 40,
        refusal: {
          code: 'forbidden',
          reason: 'Only managers and admins may do this.',
          actorId: asPeer.person.id,
          route: 'PATCH /api/team/timesheets/:id/approve',
          params: { id: String(timesheetId) },
        },
      }),
    ]);
  });

  it('logs a refusal by a record’s rule the same way', async () => {
    const from = log.lines.length;
    const response = await asOtherLead.get(`/api/team/timesheets/${timesheetId}`);
    expect(response.statusCode).toBe(403);
    expect(refusalsSince(from)).toEqual([
      expect.objectContaining({
        refusal: {
          code: 'forbidden',
          reason: "You may not view this person's timesheet.",
          actorId: asOtherLead.person.id,
          route: 'GET /api/team/timesheets/:id',
          params: { id: timesheetId },
        },
      }),
    ]);
  });

  it('logs a request without a session at info, with no actor', async () => {
    const from = log.lines.length;
    expect((await anonymous(context).get('/api/user')).statusCode).toBe(401);
    expect(refusalsSince(from)).toEqual([
      expect.objectContaining({
        level: 30,
        refusal: {
          code: 'not_authenticated',
          reason: 'Please sign in.',
          actorId: null,
          route: 'GET /api/user',
          params: {},
        },
      }),
    ]);
  });

  it('logs a cross-site change refused by the CSRF rule', async () => {
    const from = log.lines.length;
    const response = await asPeer.post('/api/signout', {}, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
    expect(refusalsSince(from)).toEqual([
      expect.objectContaining({
        refusal: expect.objectContaining({
          code: 'csrf_failed',
          actorId: asPeer.person.id,
          route: 'POST /api/signout',
        }),
      }),
    ]);
  });
});
