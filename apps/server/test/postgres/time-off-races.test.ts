import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { timeOffRequestDetails, timeOffRequests } from '../../src/db/schema';
import { createPerson, createTimeOffBalance, createTimeOffRequest, oneDayOffBody } from '../factories';
import { type SignedIn, signedIn } from '../request';
import type { TestContext } from '../test-app';
import { appWithOutsideConnection, waitForBlockedStatements } from './server-process';

const start = appWithOutsideConnection();

/** An employee's pending PTO request, the employee and their lead signed in, and a connection of the test's own. */
async function pendingRequestOfTeam() {
  const { context, outside } = await start();
  const lead = await createPerson(context);
  const owner = await createPerson(context, { teamLeadId: lead.id });
  await createTimeOffBalance(context, owner);
  const { request } = await createTimeOffRequest(context, owner);
  return {
    context,
    outside,
    request,
    employee: await signedIn(context, owner),
    lead: await signedIn(context, lead),
  };
}

/** Holds the request's row lock on the test's connection, so requests sent now queue behind it in order. */
async function holdRequest(client: pg.Client, requestId: number) {
  await client.query('BEGIN');
  await client.query('SELECT id FROM time_off_requests WHERE id = $1 FOR UPDATE', [requestId]);
}

async function versionsOf(source: TestContext, requestId: number) {
  return source.database.db
    .select({
      version: timeOffRequestDetails.version,
      status: timeOffRequestDetails.status,
      comment: timeOffRequestDetails.comment,
    })
    .from(timeOffRequestDetails)
    .where(eq(timeOffRequestDetails.requestId, requestId))
    .orderBy(asc(timeOffRequestDetails.version));
}

/**
 * Sends a request and waits until `blocked` of the app's statements wait for a lock: it is in the queue. The
 * answer comes wrapped, since awaiting the inject itself would wait for the response.
 */
async function sentAndQueued(
  client: pg.Client,
  blocked: number,
  send: () => ReturnType<SignedIn['post']>,
): Promise<{ answer: Promise<LightMyRequestResponse> }> {
  const answer = Promise.resolve(send());
  await waitForBlockedStatements(client, blocked);
  return { answer };
}

// PGlite runs one statement at a time, so these interleavings happen only on PostgreSQL (this folder's stage).
describe('an employee’s edit racing their lead’s answer to the same time-off request', () => {
  it('waits for an approval under way, then edits the approved request back to pending', async () => {
    const { context, outside, request, employee, lead } = await pendingRequestOfTeam();
    await holdRequest(outside, request.id);
    const approval = await sentAndQueued(outside, 1, () =>
      lead.post('/api/team/ptos/approve', { pto_ids: [request.id] }),
    );
    const edit = await sentAndQueued(outside, 2, () =>
      employee.put(`/api/ptos/${request.id}`, oneDayOffBody(request.startDate, 'Changed plans')),
    );
    await outside.query('COMMIT');

    const [approved, edited] = await Promise.all([approval.answer, edit.answer]);
    expect(approved.statusCode).toBe(200);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().pto.mostRecentDetail).toMatchObject({ status: 'pending', comment: 'Changed plans' });
    expect(await versionsOf(context, request.id)).toEqual([
      { version: 1, status: 'pending', comment: 'Made by a test' },
      { version: 2, status: 'approved', comment: 'Made by a test' },
      { version: 3, status: 'pending', comment: 'Changed plans' },
    ]);
  });

  it('answers an edit that came first on the edited request', async () => {
    const { context, outside, request, employee, lead } = await pendingRequestOfTeam();
    await holdRequest(outside, request.id);
    const edit = await sentAndQueued(outside, 1, () =>
      employee.put(`/api/ptos/${request.id}`, oneDayOffBody(request.startDate, 'Changed plans')),
    );
    const approval = await sentAndQueued(outside, 2, () =>
      lead.post('/api/team/ptos/approve', { pto_ids: [request.id] }),
    );
    await outside.query('COMMIT');

    const [edited, approved] = await Promise.all([edit.answer, approval.answer]);
    expect(edited.statusCode).toBe(200);
    expect(approved.statusCode).toBe(200);
    expect(await versionsOf(context, request.id)).toEqual([
      { version: 1, status: 'pending', comment: 'Made by a test' },
      { version: 2, status: 'pending', comment: 'Changed plans' },
      { version: 3, status: 'approved', comment: 'Changed plans' },
    ]);
    const [stored] = await context.database.db
      .select({ status: timeOffRequests.status })
      .from(timeOffRequests)
      .where(eq(timeOffRequests.id, request.id));
    expect(stored!.status).toBe('approved');
  });
});

describe('a lead’s bulk answer caught in a deadlock', () => {
  it('answers 409 conflict with nothing written, and the same answer sent again succeeds', async () => {
    const { context, outside } = await start();
    const lead = await createPerson(context);
    const requests = [];
    for (const _ of [1, 2]) {
      const owner = await createPerson(context, { teamLeadId: lead.id });
      await createTimeOffBalance(context, owner);
      requests.push((await createTimeOffRequest(context, owner)).request);
    }
    const [first, second] = requests.sort((a, b) => a.id - b.id) as [
      (typeof requests)[0],
      (typeof requests)[0],
    ];
    const signedInLead = await signedIn(context, lead);
    // The test's connection takes the second request; the approval locks in id order, takes the first and
    // waits for the second; the test's connection then asks for the first: a cycle. The test's connection
    // waits long before it checks for deadlocks, so the app's backend (after its default second) is the
    // one PostgreSQL rolls back.
    await outside.query('BEGIN');
    await outside.query("SET LOCAL deadlock_timeout = '60s'");
    await outside.query('SELECT id FROM time_off_requests WHERE id = $1 FOR UPDATE', [second.id]);
    const approval = await sentAndQueued(outside, 1, () =>
      signedInLead.post('/api/team/ptos/approve', { pto_ids: [first.id, second.id] }),
    );
    const outsideTakesFirst = outside.query('SELECT id FROM time_off_requests WHERE id = $1 FOR UPDATE', [
      first.id,
    ]);
    const refused = await approval.answer;
    await outsideTakesFirst;
    await outside.query('COMMIT');

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'conflict',
        message:
          'Someone else was changing the same records at the same moment, so nothing was saved. Please try again.',
      },
    });
    for (const request of [first, second]) {
      expect(await versionsOf(context, request.id)).toEqual([
        { version: 1, status: 'pending', comment: 'Made by a test' },
      ]);
    }
    const retried = await signedInLead.post('/api/team/ptos/approve', { pto_ids: [first.id, second.id] });
    expect(retried.statusCode).toBe(200);
    for (const request of [first, second]) {
      expect((await versionsOf(context, request.id)).map((version) => version.status)).toEqual([
        'pending',
        'approved',
      ]);
    }
  });
});
