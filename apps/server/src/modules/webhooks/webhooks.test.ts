import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import {
  type WebhookEventType,
  webhookDeliveriesResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointCreatedResponseSchema,
  webhookEndpointResponseSchema,
  webhookEndpointsResponseSchema,
  webhookEventTypes,
} from '@timekeep/shared/schemas/webhooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEngagement,
  createPerson,
  createTimeOffBalance,
  createTimesheet,
  oneDayOffBody,
  workingDayFrom,
} from '../../../test/factories';
import { expectRefusal } from '../../../test/refusals';
import { type Person, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { postWebhook } from './post-webhook';

/**
 * Issue 41, webhooks: a local receiver (node:http on 127.0.0.1, allowed by WEBHOOK_ALLOW_PRIVATE_ADDRESSES)
 * checks every signature and records what it got; the app runs its job queue, so deliveries go out as they do
 * in production.
 */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

let context: TestContext;
let admin: SignedIn;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
/** Statuses to answer on a path, in turn; 200 once they are used up. */
const answers = new Map<string, number[]>();
/** Requests being answered now, per path, and the most there ever were at once. */
const inFlight = new Map<string, number>();
const mostInFlight = new Map<string, number>();

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const path = request.url ?? '/';
    inFlight.set(path, (inFlight.get(path) ?? 0) + 1);
    mostInFlight.set(path, Math.max(mostInFlight.get(path) ?? 0, inFlight.get(path)!));
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
        at: Date.now(),
      });
      const status = answers.get(path)?.shift() ?? 200;
      inFlight.set(path, inFlight.get(path)! - 1);
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 200 ? 'thanks' : `receiver failed with ${status}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  context = await createTestApp(
    { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
    { jobs: { pollingIntervalSeconds: 0.5, supervise: false, schedule: false } },
  );
  admin = await signedIn(context, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const receivedOn = (path: string) => received.filter((request) => request.path === path);

async function until<T>(what: string, check: () => T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function register(path: string, events: readonly WebhookEventType[]) {
  const response = await admin.post('/api/admin/webhooks', {
    url: `${receiverUrl}${path}`,
    description: `Receiver ${path}`,
    events,
  });
  expect(response.statusCode, response.body).toBe(201);
  return webhookEndpointCreatedResponseSchema.parse(response.json());
}

async function remove(endpointId: number) {
  expect((await admin.delete(`/api/admin/webhooks/${endpointId}`)).statusCode).toBe(204);
}

/** The body, if its signature is the endpoint secret's HMAC of "<t>.<body>" and its event id header matches. */
function verified(request: Received, secret: string) {
  const header = String(request.headers['timekeep-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  expect(match, header).not.toBeNull();
  const expected = createHmac('sha256', secret).update(`${match![1]}.${request.body}`).digest();
  expect(timingSafeEqual(expected, Buffer.from(match![2]!, 'hex'))).toBe(true);
  expect(Math.abs(Number(match![1]) - Date.now() / 1000)).toBeLessThan(60);
  const body = JSON.parse(request.body) as {
    id: string;
    type: string;
    occurredAt: string;
    data: Record<string, unknown>;
  };
  expect(request.headers['timekeep-event-id']).toBe(body.id);
  expect(request.headers['content-type']).toBe('application/json');
  return body;
}

async function deliveriesOf(endpointId: number) {
  const response = await admin.get(`/api/admin/webhooks/${endpointId}/deliveries`);
  expect(response.statusCode, response.body).toBe(200);
  return webhookDeliveriesResponseSchema.parse(response.json()).deliveries;
}

async function countOf(table: 'webhook_events' | 'webhook_deliveries') {
  const result = await context.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('the outbox', () => {
  it('writes nothing when no endpoint takes the event', async () => {
    const before = await countOf('webhook_events');
    const created = await admin.post('/api/admin/people', {
      firstName: 'Una',
      lastName: 'Unwatched',
      email: `una.${Date.now()}@example.com`,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await countOf('webhook_events')).toBe(before);
    expect(await countOf('webhook_deliveries')).toBe(0);
  });
});

describe('registering endpoints', () => {
  it('answers the secret once, lists and changes endpoints without it, and deletes them', async () => {
    const { endpoint, secret } = await register('/registered', ['person.created']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({ enabled: true, events: ['person.created'], pendingCount: 0 });

    const listed = webhookEndpointsResponseSchema.parse((await admin.get('/api/admin/webhooks')).json());
    expect(listed.endpoints.map((one) => one.id)).toContain(endpoint.id);
    expect(JSON.stringify((await admin.get('/api/admin/webhooks')).json())).not.toContain(secret);

    const changed = await admin.patch(`/api/admin/webhooks/${endpoint.id}`, {
      description: 'Payroll',
      events: ['person.created', 'person.deactivated'],
      enabled: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(webhookEndpointResponseSchema.parse(changed.json()).endpoint).toMatchObject({
      description: 'Payroll',
      events: ['person.created', 'person.deactivated'],
      enabled: false,
    });

    const rotated = await admin.post(`/api/admin/webhooks/${endpoint.id}/rotate_secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(webhookEndpointCreatedResponseSchema.parse(rotated.json()).secret).not.toBe(secret);

    await remove(endpoint.id);
    expectRefusal(await admin.delete(`/api/admin/webhooks/${endpoint.id}`), 404, 'not_found');
  });

  it('refuses addresses that are not https or that resolve to internal ranges without the operator setting', async () => {
    const strict = await createTestApp({}, { database: context.database });
    try {
      const asAdmin = await signedIn(strict, 'admin@example.com');
      for (const url of [
        `${receiverUrl}/hook`,
        'https://127.0.0.1/hook',
        'https://localhost/hook',
        'https://[::1]/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://10.0.0.8/hook',
        'https://100.64.1.1/hook',
        'https://[fd12::1]/hook',
        'https://0.0.0.0/hook',
      ]) {
        const refused = await asAdmin.post('/api/admin/webhooks', { url, events: ['person.created'] });
        expectRefusal(refused, 422, 'rule_violation');
      }
    } finally {
      await strict.close();
    }
  });

  it('is the admins’ alone', async () => {
    const employee = await signedIn(context, await createPerson(context));
    expectRefusal(await employee.get('/api/admin/webhooks'), 403, 'forbidden');
    expectRefusal(
      await employee.post('/api/admin/webhooks', { url: `${receiverUrl}/x`, events: ['person.created'] }),
      403,
      'forbidden',
    );
  });
});

describe('delivering', () => {
  it('sends every event type once per change, signed, in the order of the changes, within 5 s', async () => {
    const { endpoint, secret } = await register('/all', webhookEventTypes);
    const lead = await createPerson(context, { firstName: 'Lee', lastName: 'Lead' });
    const owner: Person = await createPerson(context, {
      firstName: 'Owen',
      lastName: 'Owner',
      teamLeadId: lead.id,
    });
    const other: Person = await createPerson(context, { teamLeadId: lead.id });
    const asLead = await signedIn(context, lead);
    const asOwner = await signedIn(context, owner);
    const { resource } = await createEngagement(context, owner);
    const { resource: otherResource } = await createEngagement(context, other);
    const expected: WebhookEventType[] = [];
    const ok = (response: { statusCode: number; body: string }, status = 200) =>
      expect(response.statusCode, response.body).toBe(status);

    // People: created (within 5 s), changed, deactivated.
    const changedAt = Date.now();
    const created = await admin.post('/api/admin/people', {
      firstName: 'Pia',
      lastName: 'Person',
      email: `pia.${Date.now()}@example.com`,
    });
    ok(created);
    const firstArrival = await until('the first delivery', () => receivedOn('/all')[0]);
    expect(firstArrival.at - changedAt).toBeLessThan(5000);
    const personId = created.json().person.id as number;
    ok(await admin.patch(`/api/admin/people/${personId}`, { jobTitle: 'Analyst' }));
    ok(await admin.post(`/api/admin/people/${personId}/deactivate`));
    expected.push('person.created', 'person.changed', 'person.deactivated');

    // Timesheets: submitted, undone (taken back), submitted again, approved, unapproved, rejected.
    const today = todayIso();
    const { timesheet } = await createTimesheet(context, owner, {
      rows: [{ resourceId: resource.id, entries: [{ date: periodContaining(today).startDate, hours: 7.5 }] }],
    });
    let version = timesheet.version;
    const step = async (response: { statusCode: number; body: string; json(): unknown }) => {
      ok(response);
      version = timesheetResponseSchema.parse(response.json()).timesheet.version;
    };
    await step(await asOwner.patch(`/api/timesheet/${timesheet.id}/submit`, { version }));
    await step(await asOwner.patch(`/api/timesheet/${timesheet.id}/rescind`, { version }));
    await step(await asOwner.patch(`/api/timesheet/${timesheet.id}/submit`, { version }));
    await step(await asLead.patch(`/api/team/timesheets/${timesheet.id}/approve`, { version }));
    await step(
      await asLead.patch(`/api/team/timesheets/${timesheet.id}/unapprove?note=Fix%20it`, { version }),
    );
    expected.push(
      'timesheet.submitted',
      'timesheet.undone',
      'timesheet.submitted',
      'timesheet.approved',
      'timesheet.unapproved',
    );

    // Another's timesheet submitted on their behalf by the lead, then rejected.
    const { timesheet: othersTimesheet } = await createTimesheet(context, other, {
      rows: [
        { resourceId: otherResource.id, entries: [{ date: periodContaining(today).startDate, hours: 4 }] },
      ],
    });
    const shown = timesheetResponseSchema.parse(
      (await asLead.get(`/api/team/timesheets/${othersTimesheet.id}`)).json(),
    );
    const rows = shown.timesheet.timesheetRows.map((row) => ({
      id: row.id,
      resourceId: row.resourceId,
      additionalProjectId: row.additionalProjectId,
      timesheetEntries: row.timesheetEntries.map(({ date, hours, note }) => ({ date, hours, note })),
    }));
    await step(
      await asLead.patch(`/api/team/timesheets/${othersTimesheet.id}/submit`, { timesheetRows: rows }),
    );
    await step(
      await asLead.patch(`/api/team/timesheets/${othersTimesheet.id}/reject?note=Wrong%20code`, { version }),
    );
    expected.push('timesheet.submitted_on_behalf', 'timesheet.rejected');

    // A decision in bulk (one statement for both timesheets) and its undoing.
    const older = periodContaining(addDays(periodContaining(today).startDate, -1)).startDate;
    const pendingA = await createTimesheet(context, owner, {
      date: older,
      status: 'pending',
      rows: [{ resourceId: resource.id, entries: [{ date: older, hours: 8 }] }],
    });
    const pendingB = await createTimesheet(context, other, {
      date: older,
      status: 'pending',
      rows: [{ resourceId: otherResource.id, entries: [{ date: older, hours: 6 }] }],
    });
    const decided = await asLead.post('/api/team/timesheets/decisions', {
      decision: 'approve',
      timesheets: [pendingA.timesheet, pendingB.timesheet].map(({ id, version }) => ({ id, version })),
    });
    ok(decided);
    ok(await asLead.post(`/api/team/timesheet_decision_batches/${decided.json().batchId}/undo`));
    expected.push('timesheet.approved', 'timesheet.approved', 'timesheet.undone', 'timesheet.undone');

    // Time off: requested, edited, answered; another requested and withdrawn.
    await createTimeOffBalance(context, owner);
    const day = await workingDayFrom(context, addDays(today, 40));
    const requested = await asOwner.post('/api/ptos', oneDayOffBody(day));
    ok(requested, 201);
    const requestId = requested.json().pto.id as number;
    ok(await asOwner.put(`/api/ptos/${requestId}`, oneDayOffBody(day, 'Moved a meeting')));
    ok(await asLead.post('/api/team/ptos/approve', { pto_ids: [requestId] }));
    const laterDay = await workingDayFrom(context, addDays(day, 7));
    const withdrawn = await asOwner.post('/api/ptos', oneDayOffBody(laterDay));
    ok(withdrawn, 201);
    ok(await asOwner.delete(`/api/ptos/${withdrawn.json().pto.id}`), 204);
    expected.push(
      'time_off.requested',
      'time_off.edited',
      'time_off.answered',
      'time_off.requested',
      'time_off.withdrawn',
    );

    // Periods: closed and reopened.
    const open = await context.database.db.execute(sql`SELECT id FROM timesheet_periods
      WHERE end_date < current_date - 60 AND closed_at IS NULL ORDER BY start_date DESC LIMIT 1`);
    const periodId = (open as unknown as { rows: { id: number }[] }).rows[0]!.id;
    ok(await admin.post(`/api/admin/timesheet_periods/${periodId}/close`));
    ok(
      await admin.post(`/api/admin/timesheet_periods/${periodId}/reopen`, {
        personId: null,
        reason: 'Late hours',
      }),
    );
    expected.push('period.closed', 'period.reopened');

    const arrived = await until(
      'every event',
      () => receivedOn('/all').length >= expected.length && receivedOn('/all'),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const bodies = receivedOn('/all').map((request) => verified(request, secret));
    expect(bodies.map((body) => body.type)).toEqual(expected);
    expect(new Set(bodies.map((body) => body.type))).toEqual(new Set(webhookEventTypes));
    expect(new Set(bodies.map((body) => body.id)).size).toBe(arrived.length);
    expect(mostInFlight.get('/all')).toBe(1);

    const byType = (type: string) => bodies.filter((body) => body.type === type);
    expect(byType('person.created')[0]!.data).toMatchObject({ personId, firstName: 'Pia', enabled: true });
    expect(byType('person.changed')[0]!.data).toMatchObject({
      personId,
      jobTitle: 'Analyst',
      changed: ['jobTitle'],
    });
    expect(byType('person.deactivated')[0]!.data).toMatchObject({ personId, enabled: false });
    expect(byType('timesheet.submitted')[0]!.data).toMatchObject({
      timesheetId: timesheet.id,
      personId: owner.id,
      status: 'pending',
      totalHours: 7.5,
      actorId: owner.id,
    });
    expect(byType('timesheet.submitted_on_behalf')[0]!.data).toMatchObject({
      timesheetId: othersTimesheet.id,
      personId: other.id,
      actorId: lead.id,
    });
    expect(byType('timesheet.rejected')[0]!.data).toMatchObject({ status: 'rejected', note: 'Wrong code' });
    expect(byType('timesheet.undone').map((body) => body.data.undid)).toEqual([
      'submission',
      'decision',
      'decision',
    ]);
    expect(byType('time_off.answered')[0]!.data).toMatchObject({
      requestId,
      personId: owner.id,
      decision: 'approved',
    });
    expect(byType('time_off.withdrawn')[0]!.data).toMatchObject({ personId: owner.id, status: 'withdrawn' });
    expect(byType('period.closed')[0]!.data).toMatchObject({ periodId });
    expect(byType('period.reopened')[0]!.data).toMatchObject({ periodId, reopeningId: expect.any(Number) });

    const log = await deliveriesOf(endpoint.id);
    expect(log).toHaveLength(expected.length);
    expect(log.every((delivery) => delivery.state === 'delivered' && delivery.attempts.length === 1)).toBe(
      true,
    );
    expect(log[0]!.attempts[0]).toMatchObject({ statusCode: 200, response: 'thanks' });
    await remove(endpoint.id);
  }, 60_000);

  it('retries with the same event id after two failures, logs the three attempts, and redelivers it', async () => {
    const { endpoint, secret } = await register('/flaky', ['person.created']);
    answers.set('/flaky', [500, 500]);
    const nudge = () =>
      context.database.db.execute(sql`UPDATE webhook_deliveries SET next_attempt_at = now()
        WHERE endpoint_id = ${endpoint.id} AND state = 'pending'`);
    ok(
      await admin.post('/api/admin/people', {
        firstName: 'Rae',
        lastName: 'Retry',
        email: `rae.${Date.now()}@example.com`,
      }),
    );
    await until('the first attempt', () => receivedOn('/flaky').length === 1);
    const afterFirst = await untilLogged(endpoint.id, 1);
    expect(afterFirst.state).toBe('pending');
    const retryIn = Date.parse(afterFirst.nextAttemptAt!) - Date.parse(afterFirst.attempts[0]!.attemptedAt);
    expect(retryIn).toBeGreaterThan(9000);
    expect(retryIn).toBeLessThan(11_000);
    await nudge();
    await until('the second attempt', () => receivedOn('/flaky').length === 2);
    await untilLogged(endpoint.id, 2);
    await nudge();
    await until('the third attempt', () => receivedOn('/flaky').length === 3);
    const delivered = await untilLogged(endpoint.id, 3);

    const ids = receivedOn('/flaky').map((request) => verified(request, secret).id);
    expect(new Set(ids).size).toBe(1);
    expect(delivered).toMatchObject({ state: 'delivered', eventId: ids[0], eventType: 'person.created' });
    expect(delivered.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 200]);
    expect(delivered.attempts[0]!.response).toBe('receiver failed with 500');
    expect(delivered.attempts.every((attempt) => attempt.durationMs >= 0)).toBe(true);

    const redelivered = await admin.post(
      `/api/admin/webhooks/${endpoint.id}/deliveries/${delivered.id}/redeliver`,
    );
    expect(redelivered.statusCode, redelivered.body).toBe(200);
    expect(webhookDeliveryResponseSchema.parse(redelivered.json()).delivery.state).toBe('pending');
    await until('the redelivery', () => receivedOn('/flaky').length === 4);
    expect(verified(receivedOn('/flaky')[3]!, secret).id).toBe(ids[0]);
    expect((await untilLogged(endpoint.id, 4)).attempts.map((attempt) => attempt.statusCode)).toEqual([
      500, 500, 200, 200,
    ]);
    await remove(endpoint.id);
  });

  it('delivers a burst in order to each endpoint, one at a time, written by one statement', async () => {
    const first = await register('/burst-a', ['person.changed']);
    const second = await register('/burst-b', ['person.changed', 'person.created']);
    const person = await createPerson(context);
    // The figure (1,000) on PostgreSQL; the embedded database runs in this test's own thread, beside the
    // app and the receiver, so it takes a quarter to keep the run short (about 10 s either way).
    const count = process.env.TEST_DB === 'postgres' ? 1000 : 250;
    // One INSERT of many audit entries, as a bulk change writes them: the trigger makes every event with it.
    await context.database.db.execute(sql`
      INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after)
      SELECT NULL, 'person_updated', 'person', ${person.id}::text, jsonb_build_object('jobTitle', 'Before'),
        jsonb_build_object('jobTitle', 'Step ' || step)
      FROM generate_series(1, ${count}::int) AS step ORDER BY step`);
    for (const { endpoint, secret } of [first, second]) {
      const path = endpoint.id === first.endpoint.id ? '/burst-a' : '/burst-b';
      await until(`the burst at ${path}`, () => receivedOn(path).length >= count, 170_000);
      const bodies = receivedOn(path).map((request) => verified(request, secret));
      const order = (await context.database.db.execute(sql`
        SELECT delivery.event_id AS id FROM webhook_deliveries AS delivery
        WHERE delivery.endpoint_id = ${endpoint.id} ORDER BY delivery.id`)) as unknown as {
        rows: { id: string }[];
      };
      expect(bodies.map((body) => body.id)).toEqual(order.rows.map((row) => row.id));
      expect(mostInFlight.get(path)).toBe(1);
      await remove(endpoint.id);
    }
  }, 180_000);

  it('turns off an endpoint that failed for 24 hours, and tells its owner', async () => {
    const { endpoint } = await register('/broken', ['person.created']);
    answers.set('/broken', [503]);
    await context.database.db.execute(sql`UPDATE webhook_endpoints SET failing_since = now() - interval '25 hours'
      WHERE id = ${endpoint.id}`);
    ok(
      await admin.post('/api/admin/people', {
        firstName: 'Bo',
        lastName: 'Broken',
        email: `bo.${Date.now()}@example.com`,
      }),
    );
    await until('the failed attempt', () => receivedOn('/broken').length === 1);
    const off = await untilEndpoint(endpoint.id, (one) => !one.enabled);
    expect(off.disabledReason).toMatch(/24 hours/);
    const notifications = (await admin.get('/api/notifications')).json().notifications as {
      kind: string;
      subject: string;
    }[];
    expect(notifications.find((one) => one.kind === 'webhook_endpoint_disabled')?.subject).toContain(
      '/broken',
    );
    const redelivery = await admin.post(
      `/api/admin/webhooks/${endpoint.id}/deliveries/${(await deliveriesOf(endpoint.id))[0]!.id}/redeliver`,
    );
    expectRefusal(redelivery, 409, 'invalid_state');
    await remove(endpoint.id);
  });

  it('refuses an internal address again when delivering, unless the operator allows it', async () => {
    const before = receivedOn('/direct').length;
    const refused = await postWebhook({
      url: `${receiverUrl.replace('127.0.0.1', 'localhost')}/direct`,
      secret: 's',
      eventId: '00000000-0000-4000-8000-000000000000',
      body: '{}',
      allowPrivate: false,
    });
    expect(refused.statusCode).toBeNull();
    expect(refused.response).toMatch(/may not reach/);
    const literal = await postWebhook({
      url: `${receiverUrl}/direct`,
      secret: 's',
      eventId: '00000000-0000-4000-8000-000000000000',
      body: '{}',
      allowPrivate: false,
    });
    expect(literal.statusCode).toBeNull();
    expect(receivedOn('/direct').length).toBe(before);
  });
});

function ok(response: { statusCode: number; body: string }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
}

async function untilLogged(endpointId: number, attempts: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [latest] = await deliveriesOf(endpointId);
    if (latest && latest.attempts.length >= attempts) return latest;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${attempts} attempts`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function untilEndpoint(
  endpointId: number,
  check: (endpoint: ReturnType<typeof webhookEndpointsResponseSchema.parse>['endpoints'][number]) => boolean,
) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const listed = webhookEndpointsResponseSchema.parse((await admin.get('/api/admin/webhooks')).json());
    const endpoint = listed.endpoints.find((one) => one.id === endpointId);
    if (endpoint && check(endpoint)) return endpoint;
    if (Date.now() > deadline) throw new Error('timed out waiting for the endpoint');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
