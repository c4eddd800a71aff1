import type {
  BulkDecision,
  RefusedTimesheet,
  TimesheetDecisionsBody,
  TimesheetDecisionsResponse,
  TimesheetStatus,
} from '@timekeep/shared/schemas/timesheets';
import type { Actor } from '../../core/actor';
import type { Refusal } from '../../core/authorize';
import { timesheetNotification } from '../../core/notifications/workflow-notifications';
import { leadActing, type PolicyActor, policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { alertBudgetThresholds } from '../engagement-budgets';
import {
  type BatchMove,
  listTimesheetsToDecide,
  type TimesheetToDecide,
  writeDecisionBatch,
} from './decision-batches.queries';
import { missedWriteRefusal, STALE_MESSAGE, timesheetNotFound } from './timesheet-lookups';
import { can, refusal, type TimesheetRecord } from './timesheets.policy';

const decidedStatus: Record<BulkDecision, TimesheetStatus> = { approve: 'approved', reject: 'rejected' };

/** What the policy knows of a timesheet read for a decision in bulk (or its undoing). */
export function recordOf(timesheet: TimesheetToDecide): TimesheetRecord {
  return {
    ownerId: timesheet.ownerId,
    ownerTeamLeadId: timesheet.ownerTeamLeadId,
    status: timesheet.status,
    changedOnBehalfBy: timesheet.changedOnBehalfBy,
    periodClosed: timesheet.periodClosed,
  };
}

const refused = (id: number, why: Refusal | { code: string; message: string }): RefusedTimesheet => ({
  id,
  code: why.code,
  message: why.message,
});

/** An id the caller may not read is refused as one that does not exist: a list never tells whose it is. */
function notFound(id: number): RefusedTimesheet {
  const { code, message } = timesheetNotFound();
  return { id, code, message };
}

/**
 * Why a timesheet cannot take the decision, as the single route would answer: not found (or not the caller's
 * to read), the policy's refusal (its owner's own, a status the decision cannot start from, its period
 * closed, a lead approving what they changed on the owner's behalf), or changed since the lead saw it.
 */
export function decisionRefusal(
  actor: PolicyActor,
  decision: BulkDecision,
  timesheet: TimesheetToDecide | undefined,
  seenVersion: number,
  id: number,
): RefusedTimesheet | null {
  if (!timesheet || !can(actor, 'view', recordOf(timesheet))) return notFound(id);
  const policy = refusal(actor, decision, recordOf(timesheet));
  if (policy) return refused(id, policy);
  if (timesheet.version !== seenVersion)
    return refused(id, { code: 'stale_version', message: STALE_MESSAGE });
  return null;
}

/** Why a timesheet the first read allowed was not moved: someone changed it, or closed its period, in between. */
export function missedRefusal(id: number, now: TimesheetToDecide | undefined, seenVersion: number) {
  return refused(id, missedWriteRefusal(now, seenVersion));
}

/**
 * POST /api/team/timesheets/decisions: a lead (or an admin) approves or rejects many timesheets at once, each
 * at the version they saw. Those that cannot be decided are listed with the reason the single route would give,
 * the others are decided: a fixed number of statements whatever their number (read them all, decide each with
 * the policy, write them all in one statement whose guards decide each timesheet once however many leads act at
 * once, and read again only those a concurrent change took). One batch, which its lead may undo for ten minutes.
 */
export async function decideTimesheets(
  db: Db,
  actor: Actor,
  body: TimesheetDecisionsBody,
): Promise<TimesheetDecisionsResponse> {
  const policyActor = policyActorOf(actor);
  const note = body.note?.trim() || null;
  const ids = body.timesheets.map((timesheet) => timesheet.id);
  const byId = new Map((await listTimesheetsToDecide(db, ids)).map((found) => [found.id, found]));
  const refusals: RefusedTimesheet[] = [];
  const allowed: { seen: TimesheetDecisionsBody['timesheets'][number]; timesheet: TimesheetToDecide }[] = [];
  for (const seen of body.timesheets) {
    const timesheet = byId.get(seen.id);
    const why = decisionRefusal(policyActor, body.decision, timesheet, seen.version, seen.id);
    if (why) refusals.push(why);
    else allowed.push({ seen, timesheet: timesheet! });
  }
  if (allowed.length === 0) return { batchId: null, decided: [], refused: refusals };

  const toStatus = decidedStatus[body.decision];
  const moves: BatchMove[] = [];
  const drafts = allowed.map(({ timesheet }) => {
    const lead = leadActing(actor, timesheet.ownerTeamLeadId);
    moves.push({
      id: timesheet.id,
      version: timesheet.version,
      fromStatus: timesheet.status,
      toStatus,
      changedOnBehalfByBefore: timesheet.changedOnBehalfBy,
      changedOnBehalfBy: null,
      actingForId: lead.actingForId,
    });
    return timesheetNotification(body.decision, lead, noticeOf(timesheet, note));
  });
  const decided = await writeDecisionBatch(
    db,
    {
      actorId: actor.id,
      decision: body.decision,
      note,
      moves,
      refused: refusals.map(({ id, code }) => ({ id, code })),
      leadNotice: { verb: toStatus, link: '/team/pending' },
    },
    drafts,
  );
  const written = new Set(decided.map((row) => row.id));
  const budgeted = allowed.filter(({ timesheet }) => timesheet.loggedToBudget && written.has(timesheet.id));
  if (body.decision === 'approve' && budgeted.length > 0) {
    await alertBudgetThresholds(db, {
      timesheetIds: budgeted.map(({ timesheet }) => timesheet.id),
      periodStarts: budgeted.map(({ timesheet }) => timesheet.periodStartDate),
    });
  }
  const missed = allowed.filter(({ timesheet }) => !written.has(timesheet.id));
  if (missed.length > 0) {
    const now = new Map(
      (
        await listTimesheetsToDecide(
          db,
          missed.map(({ timesheet }) => timesheet.id),
        )
      ).map((found) => [found.id, found]),
    );
    for (const { seen } of missed) refusals.push(missedRefusal(seen.id, now.get(seen.id), seen.version));
  }
  const order = new Map(ids.map((id, index) => [id, index]));
  return {
    batchId: decided[0]?.batchId ?? null,
    decided: decided
      .map(({ id, status, version }) => ({ id, status, version }))
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!),
    refused: refusals.sort((a, b) => order.get(a.id)! - order.get(b.id)!),
  };
}

/** What an owner's message names of their timesheet. */
export function noticeOf(timesheet: TimesheetToDecide, note: string | null) {
  return {
    timesheetId: timesheet.id,
    owner: { id: timesheet.ownerId, firstName: timesheet.ownerFirstName, lastName: timesheet.ownerLastName },
    period: { startDate: timesheet.periodStartDate, endDate: timesheet.periodEndDate },
    note,
  };
}
