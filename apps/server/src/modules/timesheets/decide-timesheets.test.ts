import { addDays, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { PERIOD_CLOSED_MESSAGE } from '@timekeep/shared/domain/timesheet-rules';
import { notificationsResponseSchema } from '@timekeep/shared/schemas/notifications';
import {
  BULK_DECISION_MAX_TIMESHEETS,
  type TimesheetDecisionsResponse,
  type TimesheetStatus,
  timesheetDecisionsResponseSchema,
  timesheetHistoryResponseSchema,
  undoDecisionBatchResponseSchema,
} from '@timekeep/shared/schemas/timesheets';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../test/audit-log';
import { createAdditionalProject, createPerson, createTimesheet } from '../../../test/factories';
import { expectRefusal } from '../../../test/refusals';
import { type Person, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import {
  notifications,
  standIns,
  timesheetDecisionBatches,
  timesheetPeriods,
  timesheetStatusRevisions,
  timesheets,
} from '../../db/schema';
import { STALE_MESSAGE } from './timesheet-lookups';

/**
 * Issue 38, point 4: a lead approves or rejects many timesheets at once; those that cannot be decided are
 * listed with the single route's reason, the others are decided as one batch the lead may undo for ten minutes.
 * Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL, where two overlapping batches race for real.
 */
let context: TestContext;
let admin: SignedIn;
const today = todayIso();
/** The period before the current one: ended, open, and the one every timesheet here is in unless told. */
const lastPeriod = periodContaining(addDays(periodContaining(today).startDate, -1));

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
});

interface Team {
  lead: Person;
  as: SignedIn;
  members: Person[];
}

/** A lead of their own with `size` members, none with a timesheet yet. */
async function newTeam(size: number): Promise<Team> {
  const lead = await createPerson(context, { firstName: 'Bulk', lastName: 'Lead' });
  const members: Person[] = [];
  for (let index = 0; index < size; index++) {
    members.push(
      await createPerson(context, { firstName: 'Member', lastName: `No ${index}`, teamLeadId: lead.id }),
    );
  }
  return { lead, as: await signedIn(context, lead), members };
}

/** A timesheet of the person with a row of hours, in `status` (pending by default), in the last period. */
async function timesheetOf(person: Person, status: TimesheetStatus = 'pending', date = lastPeriod.startDate) {
  const { project } = await createAdditionalProject(context, person);
  const { timesheet } = await createTimesheet(context, person, {
    date,
    status,
    rows: [{ additionalProjectId: project.id, entries: [{ date, hours: 6 }] }],
  });
  return timesheet;
}

function decide(
  as: SignedIn,
  decision: 'approve' | 'reject',
  list: { id: number; version: number }[],
  note?: string,
) {
  return as.post('/api/team/timesheets/decisions', {
    decision,
    ...(note === undefined ? {} : { note }),
    timesheets: list.map(({ id, version }) => ({ id, version })),
  });
}

async function decided(response: Awaited<ReturnType<typeof decide>>): Promise<TimesheetDecisionsResponse> {
  expect(response.statusCode, response.body).toBe(200);
  return timesheetDecisionsResponseSchema.parse(response.json());
}

async function statusOf(id: number) {
  const [row] = await context.database.db
    .select({ status: timesheets.status, version: timesheets.version })
    .from(timesheets)
    .where(eq(timesheets.id, id));
  return row!;
}

async function revisionsOf(id: number) {
  return context.database.db
    .select()
    .from(timesheetStatusRevisions)
    .where(eq(timesheetStatusRevisions.timesheetId, id))
    .orderBy(asc(timesheetStatusRevisions.id));
}

describe('approving many timesheets at once', () => {
  it('decides those it can at the version the lead saw, lists the one its owner changed, and Undo returns the batch', async () => {
    const team = await newTeam(5);
    const seen = await Promise.all(team.members.map((member) => timesheetOf(member)));
    // After the list loaded, its owner takes one back and submits it again: pending still, but not as seen.
    const changed = seen[2]!;
    const owner = await signedIn(context, team.members[2]!);
    expect((await owner.patch(`/api/timesheet/${changed.id}/rescind`, {})).statusCode).toBe(200);
    expect((await owner.patch(`/api/timesheet/${changed.id}/submit`, {})).statusCode).toBe(200);

    const answer = await decided(await decide(team.as, 'approve', seen));
    expect(answer.decided.map((row) => [row.id, row.status, row.version])).toEqual(
      seen.filter((row) => row !== changed).map((row) => [row.id, 'approved', row.version + 1]),
    );
    expect(answer.refused).toEqual([{ id: changed.id, code: 'stale_version', message: STALE_MESSAGE }]);
    expect(answer.batchId).toEqual(expect.any(Number));
    expect((await statusOf(changed.id)).status).toBe('pending');

    // Each decided timesheet: one revision by the lead, one audit entry naming the batch, its owner told.
    for (const { id } of answer.decided) {
      const history = timesheetHistoryResponseSchema.parse(
        (await team.as.get(`/api/team/timesheets/${id}/history`)).json(),
      ).timesheetStatusRevisions;
      expect(history.at(-1)).toMatchObject({ status: 'approved', spudUser: { name: 'Bulk Lead' } });
      const [entry] = await auditEntries(admin, { entity_type: 'timesheet', entity_id: id, limit: 1 });
      expect(entry).toMatchObject({
        action: 'timesheet_approved',
        detail: { batchId: answer.batchId },
        before: { status: 'pending' },
        after: { status: 'approved' },
      });
    }
    const [batchEntry] = await auditEntries(admin, {
      entity_type: 'timesheet_decision_batch',
      entity_id: answer.batchId!,
    });
    expect(batchEntry).toMatchObject({
      action: 'timesheets_decided_in_bulk',
      after: { decision: 'approve', timesheetIds: answer.decided.map((row) => row.id).sort((a, b) => a - b) },
      detail: { refused: [{ id: changed.id, code: 'stale_version' }] },
    });
    const told = await context.database.db
      .select({ recipientId: notifications.recipientId, subject: notifications.subject })
      .from(notifications)
      .where(eq(notifications.kind, 'timesheet_approved'))
      .then((rows) => rows.filter((row) => team.members.some((member) => member.id === row.recipientId)));
    expect(told.map((row) => row.recipientId).sort()).toEqual(
      team.members
        .filter((_, index) => index !== 2)
        .map((member) => member.id)
        .sort(),
    );
    expect(told[0]!.subject).toMatch(/^Bulk Lead approved your timesheet for /);

    // The lead's bell offers Undo on their own message about the batch, for ten minutes.
    const listed = await team.as.get('/api/notifications');
    expect(listed.statusCode, listed.body).toBe(200);
    const bell = notificationsResponseSchema.parse(listed.json());
    const own = bell.notifications.find((notification) => notification.kind === 'timesheet_batch_decided');
    expect(own).toMatchObject({
      subject: 'You approved 4 timesheets together. Undo is offered here for 10 minutes.',
      undo: { batchId: answer.batchId },
    });
    const until = Date.parse(own!.undo!.until);
    expect(until - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const undone = await team.as.post(`/api/team/timesheet_decision_batches/${answer.batchId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    const back = undoDecisionBatchResponseSchema.parse(undone.json());
    expect(back.refused).toEqual([]);
    expect(back.returned.map((row) => [row.id, row.status])).toEqual(
      answer.decided.map((row) => [row.id, 'pending']).sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    for (const { id } of answer.decided) expect((await statusOf(id)).status).toBe('pending');
    const [undoneEntry] = await auditEntries(admin, {
      entity_type: 'timesheet_decision_batch',
      entity_id: answer.batchId!,
      limit: 1,
    });
    expect(undoneEntry).toMatchObject({ action: 'timesheet_decision_batch_undone' });
    const ownersTold = await context.database.db
      .select({ recipientId: notifications.recipientId })
      .from(notifications)
      .where(eq(notifications.kind, 'timesheet_decision_undone'));
    expect(
      ownersTold.filter((row) => team.members.some((member) => member.id === row.recipientId)),
    ).toHaveLength(4);
    // Undone, the bell offers it no more, and a second Undo is refused.
    const after = notificationsResponseSchema.parse((await team.as.get('/api/notifications')).json());
    expect(after.notifications.find((notification) => notification.id === own!.id)?.undo).toBeNull();
    expectRefusal(
      await team.as.post(`/api/team/timesheet_decision_batches/${answer.batchId}/undo`),
      409,
      'already_undone',
    );
  });

  it('lists each timesheet it cannot decide with the reason the single route gives', async () => {
    const team = await newTeam(5);
    const [pending, approved, ownChanges, closedOne, lateOne] = team.members;
    const fine = await timesheetOf(pending!);
    const notPending = await timesheetOf(approved!, 'approved');
    const changedByLead = await timesheetOf(ownChanges!);
    await context.database.db
      .update(timesheets)
      .set({ changedOnBehalfBy: team.lead.id })
      .where(eq(timesheets.id, changedByLead.id));
    // A period of its own, closed by an admin.
    const closedPeriod = periodContaining(addDays(lastPeriod.startDate, -60));
    const inClosed = await timesheetOf(closedOne!, 'pending', closedPeriod.startDate);
    await context.database.db
      .update(timesheetPeriods)
      .set({ closedAt: new Date() })
      .where(eq(timesheetPeriods.startDate, closedPeriod.startDate));
    const leadsOwn = await timesheetOf(team.lead);
    const otherTeam = await newTeam(1);
    const notTheirs = await timesheetOf(otherTeam.members[0]!);
    const late = await timesheetOf(lateOne!);

    const answer = await decided(
      await decide(team.as, 'approve', [
        fine,
        notPending,
        changedByLead,
        inClosed,
        leadsOwn,
        notTheirs,
        { id: 2_000_000_000, version: 1 },
        { id: late.id, version: late.version - 1 },
      ]),
    );
    expect(answer.decided.map((row) => row.id)).toEqual([fine.id]);
    expect(answer.refused.map(({ id, code }) => ({ id, code }))).toEqual([
      { id: notPending.id, code: 'invalid_state' },
      { id: changedByLead.id, code: 'rule_violation' },
      { id: inClosed.id, code: 'period_closed' },
      { id: leadsOwn.id, code: 'forbidden' },
      { id: notTheirs.id, code: 'not_found' },
      { id: 2_000_000_000, code: 'not_found' },
      { id: late.id, code: 'stale_version' },
    ]);
    expect(answer.refused.find((row) => row.id === inClosed.id)?.message).toBe(PERIOD_CLOSED_MESSAGE);
    // The same reasons as the single route's, word for word.
    const single = await team.as.patch(`/api/team/timesheets/${notPending.id}/approve`, {
      version: notPending.version,
    });
    expect(answer.refused[0]).toEqual({ id: notPending.id, ...single.json().error });
    // An answer to a stranger never names the person whose timesheet it is.
    expect(JSON.stringify(answer.refused)).not.toContain(otherTeam.members[0]!.lastName);
    for (const { id } of [notPending, changedByLead, inClosed, leadsOwn, notTheirs, late]) {
      expect(await revisionsOf(id)).toHaveLength((await statusOf(id)).version - 1);
    }
    await context.database.db
      .update(timesheetPeriods)
      .set({ closedAt: null })
      .where(eq(timesheetPeriods.startDate, closedPeriod.startDate));
  });

  it('writes nothing, not even a batch, when none can be decided', async () => {
    const team = await newTeam(1);
    const approved = await timesheetOf(team.members[0]!, 'approved');
    const batchesBefore = await context.database.db.$count(timesheetDecisionBatches);
    const answer = await decided(await decide(team.as, 'approve', [approved]));
    expect(answer).toMatchObject({ batchId: null, decided: [] });
    expect(await context.database.db.$count(timesheetDecisionBatches)).toBe(batchesBefore);
  });

  it('rejects with one note for all, kept on each revision with the rows as they stood', async () => {
    const team = await newTeam(2);
    const seen = await Promise.all(team.members.map((member) => timesheetOf(member)));
    expectRefusal(await decide(team.as, 'reject', seen), 400, 'validation_failed');
    expectRefusal(await decide(team.as, 'reject', seen, '  Nope  '), 400, 'validation_failed');
    expectRefusal(await decide(team.as, 'reject', seen, 'x'.repeat(501)), 400, 'validation_failed');
    expectRefusal(await decide(team.as, 'approve', seen, 'ok'), 400, 'validation_failed');
    const answer = await decided(await decide(team.as, 'reject', seen, '  Friday is missing.  '));
    expect(answer.decided.map((row) => row.status)).toEqual(['rejected', 'rejected']);
    for (const { id } of seen) {
      const revision = (await revisionsOf(id)).at(-1)!;
      expect(revision).toMatchObject({ status: 'rejected', note: 'Friday is missing.' });
      expect(revision.rows).toHaveLength(1);
    }
    const owner = await signedIn(context, team.members[0]!);
    const sentBack = (await owner.get(`/api/timesheet?start_date=${lastPeriod.startDate}`)).json().timesheet;
    expect(sentBack.status).toBe('rejected');
  });

  it('refuses a body naming a timesheet twice, none, or more than the limit', async () => {
    const team = await newTeam(1);
    const one = await timesheetOf(team.members[0]!);
    expectRefusal(await decide(team.as, 'approve', [one, one]), 400, 'validation_failed');
    expectRefusal(await decide(team.as, 'approve', []), 400, 'validation_failed');
    const tooMany = Array.from({ length: BULK_DECISION_MAX_TIMESHEETS + 1 }, (_, index) => ({
      id: index + 1,
      version: 1,
    }));
    expectRefusal(await decide(team.as, 'approve', tooMany), 400, 'validation_failed');
  });

  it('takes a fixed number of statements whatever the number of timesheets', async () => {
    const team = await newTeam(12);
    const timesheetsOf = await Promise.all(team.members.map((member) => timesheetOf(member)));
    const countFor = async (list: typeof timesheetsOf) => {
      const { result, statements } = await context.database.statements.during(() =>
        decide(team.as, 'approve', list),
      );
      expect((await decided(result)).decided).toHaveLength(list.length);
      return statements.length;
    };
    const forTwo = await countFor(timesheetsOf.slice(0, 2));
    const forTen = await countFor(timesheetsOf.slice(2));
    expect(forTen).toBe(forTwo);
    // The session, the timesheets read, the one write.
    expect(forTen).toBe(3);
  });

  it('records a stand-in as acting for the lead on each revision, audit entry and message', async () => {
    const team = await newTeam(2);
    const standIn = await createPerson(context, { firstName: 'Stella', lastName: 'Standin' });
    await context.database.db
      .insert(standIns)
      .values({ leadId: team.lead.id, standInId: standIn.id, startDate: today, endDate: addDays(today, 3) });
    const as = await signedIn(context, standIn);
    const seen = await Promise.all(team.members.map((member) => timesheetOf(member)));
    const answer = await decided(await decide(as, 'approve', seen));
    expect(answer.decided).toHaveLength(2);
    for (const { id } of seen) {
      expect((await revisionsOf(id)).at(-1)).toMatchObject({
        actorId: standIn.id,
        actingForId: team.lead.id,
      });
      const [entry] = await auditEntries(admin, { entity_type: 'timesheet', entity_id: id, limit: 1 });
      expect(entry).toMatchObject({ action: 'timesheet_approved' });
    }
    const [message] = await context.database.db
      .select({ subject: notifications.subject })
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, team.members[0]!.id), eq(notifications.kind, 'timesheet_approved')),
      );
    expect(message!.subject).toMatch(/^Stella Standin for Bulk Lead approved your timesheet/);
  });
});

describe('undoing a decision in bulk', () => {
  async function decidedBatch(size = 2) {
    const team = await newTeam(size);
    const seen = await Promise.all(team.members.map((member) => timesheetOf(member)));
    const answer = await decided(await decide(team.as, 'approve', seen));
    return { team, seen, answer, batchId: answer.batchId! };
  }

  it('leaves a timesheet changed since as it is and lists it; the others go back', async () => {
    const { team, seen, batchId } = await decidedBatch(2);
    const unapproved = await team.as.patch(`/api/team/timesheets/${seen[0]!.id}/unapprove`, {});
    expect(unapproved.statusCode).toBe(200);
    const back = undoDecisionBatchResponseSchema.parse(
      (await team.as.post(`/api/team/timesheet_decision_batches/${batchId}/undo`)).json(),
    );
    expect(back.returned.map((row) => row.id)).toEqual([seen[1]!.id]);
    expect(back.refused.map(({ id, code }) => ({ id, code }))).toEqual([
      { id: seen[0]!.id, code: 'stale_version' },
    ]);
    expect((await statusOf(seen[0]!.id)).status).toBe('unapproved');
  });

  it('gives a timesheet back who changed it on the owner’s behalf, so that lead still may not approve it', async () => {
    const team = await newTeam(1);
    const otherLead = await createPerson(context, { roles: ['admin', 'employee'] });
    const asOther = await signedIn(context, otherLead);
    const seen = await timesheetOf(team.members[0]!);
    await context.database.db
      .update(timesheets)
      .set({ changedOnBehalfBy: team.lead.id })
      .where(eq(timesheets.id, seen.id));
    const answer = await decided(await decide(asOther, 'approve', [seen]));
    expect(answer.decided).toHaveLength(1);
    expect(
      (await asOther.post(`/api/team/timesheet_decision_batches/${answer.batchId}/undo`)).statusCode,
    ).toBe(200);
    const [row] = await context.database.db
      .select({ changedOnBehalfBy: timesheets.changedOnBehalfBy })
      .from(timesheets)
      .where(eq(timesheets.id, seen.id));
    expect(row!.changedOnBehalfBy).toBe(team.lead.id);
    const again = await decided(
      await decide(team.as, 'approve', [{ id: seen.id, version: seen.version + 2 }]),
    );
    expect(again.refused.map((refused) => refused.code)).toEqual(['rule_violation']);
  });

  it('is the deciding lead’s alone, within ten minutes', async () => {
    const { batchId } = await decidedBatch(1);
    expectRefusal(await admin.post(`/api/team/timesheet_decision_batches/${batchId}/undo`), 403, 'forbidden');
    expectRefusal(await admin.post('/api/team/timesheet_decision_batches/2000000000/undo'), 404, 'not_found');
    const late = await decidedBatch(1);
    await context.database.db
      .update(timesheetDecisionBatches)
      .set({ createdAt: sql`now() - interval '10 minutes 1 second'` })
      .where(eq(timesheetDecisionBatches.id, late.batchId));
    expectRefusal(
      await late.team.as.post(`/api/team/timesheet_decision_batches/${late.batchId}/undo`),
      409,
      'undo_expired',
    );
    const bell = notificationsResponseSchema.parse((await late.team.as.get('/api/notifications')).json());
    expect(
      bell.notifications.find((notification) => notification.kind === 'timesheet_batch_decided')?.undo,
    ).toBeNull();
    expect((await statusOf(late.seen[0]!.id)).status).toBe('approved');
  });

  it('undoes once when two undoings race', async () => {
    const { team, seen, batchId } = await decidedBatch(2);
    const answers = await Promise.all([
      team.as.post(`/api/team/timesheet_decision_batches/${batchId}/undo`),
      team.as.post(`/api/team/timesheet_decision_batches/${batchId}/undo`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    for (const { id } of seen) {
      const revisions = await revisionsOf(id);
      expect(revisions.filter((revision) => revision.status === 'pending')).toHaveLength(2);
    }
  });
});

describe('two leads deciding overlapping timesheets at once', () => {
  it('decides each timesheet once: exactly one approval revision each', async () => {
    const team = await newTeam(10);
    const relatedLead = await createPerson(context, { viewsAsLeadIds: [team.lead.id] });
    await createPerson(context, { teamLeadId: relatedLead.id });
    const asRelated = await signedIn(context, relatedLead);
    const seen = await Promise.all(team.members.map((member) => timesheetOf(member)));
    const [first, second] = await Promise.all([
      decide(team.as, 'approve', seen.slice(0, 7)),
      decide(asRelated, 'approve', seen.slice(3)),
    ]);
    const answers = [await decided(first!), await decided(second!)];
    const decidedIds = answers.flatMap((answer) => answer.decided.map((row) => row.id));
    expect(decidedIds.sort((a, b) => a - b)).toEqual(seen.map((row) => row.id).sort((a, b) => a - b));
    // Each overlapping timesheet: decided by one, refused to the other as changed since or not pending.
    const refusedIds = answers.flatMap((answer) => answer.refused.map((row) => row.id));
    expect(refusedIds.sort((a, b) => a - b)).toEqual(
      seen
        .slice(3, 7)
        .map((row) => row.id)
        .sort((a, b) => a - b),
    );
    for (const answer of answers) {
      for (const refused of answer.refused)
        expect(['stale_version', 'invalid_state']).toContain(refused.code);
    }
    const approvals = await context.database.db
      .select({ timesheetId: timesheetStatusRevisions.timesheetId })
      .from(timesheetStatusRevisions)
      .where(
        and(
          inArray(
            timesheetStatusRevisions.timesheetId,
            seen.map((row) => row.id),
          ),
          eq(timesheetStatusRevisions.status, 'approved'),
        ),
      );
    expect(approvals.map((row) => row.timesheetId).sort((a, b) => a - b)).toEqual(
      seen.map((row) => row.id).sort((a, b) => a - b),
    );
  });
});
