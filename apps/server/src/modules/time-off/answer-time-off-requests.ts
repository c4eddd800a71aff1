import { answerCommentProblem, type TimeOffDecision } from '@timekeep/shared/domain/time-off-answers';
import type { TimeOffRequest, TimeOffStatus } from '@timekeep/shared/schemas/time-off';
import type { Actor } from '../../core/actor';
import { recordAudits } from '../../core/audit';
import { recordNotifications } from '../../core/notifications/record-notifications';
import { timeOffAnswerNotifications } from '../../core/notifications/workflow-notifications';
import { leadActing, mayViewAsLead, type PolicyActor, policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { markTimesheetsOfTimeOff } from './mark-timesheets-of-time-off';
import { presentTimeOffRequest } from './present-time-off-request';
import { refusal as policyRefusal } from './time-off.policy';
import { findRequestsByIds, lockRequests, type TimeOffRequestRow, writeAnswers } from './time-off.queries';
import { timeOffAuditView } from './time-off-audit';

const answeredStatus: Record<TimeOffDecision, TimeOffStatus> = { approve: 'approved', reject: 'rejected' };
const STALE_MESSAGE =
  'A request was changed since you opened it. Reload the requests to see the current details, then answer again.';

export interface TimeOffAnswer {
  decision: TimeOffDecision;
  requestIds: readonly number[];
  /** The detail version of each request the approver saw, in the order of `requestIds`. */
  versions?: readonly number[];
  comment?: string | null;
  /** Answering for this lead's team (the caller, or a lead they may view as). */
  managerId?: number | null;
  /** Several requests at once (a rejection then needs at least five characters of comment). */
  bulk: boolean;
}

/** Why the caller may not give this answer to this request, or null when they may. */
function refusal(actor: PolicyActor, answer: TimeOffAnswer, request: TimeOffRequestRow, index: number) {
  const refused = policyRefusal(actor, answer.decision, request);
  const outsideTeam =
    refused?.code === 'forbidden' ||
    (answer.managerId != null && request.ownerTeamLeadId !== answer.managerId);
  if (outsideTeam) {
    return new AppError(
      'forbidden',
      'Only a lead of this person, or an admin, may answer this request, and never their own.',
      'pto_ids',
    );
  }
  const sentVersion = answer.versions?.[index];
  if (sentVersion !== undefined && sentVersion !== request.version) {
    return new AppError('stale_version', STALE_MESSAGE, 'pto_ids');
  }
  return refused && new AppError(refused.code, refused.message, refused.field);
}

/**
 * An approver answers one or many time-off requests (POST /api/team/ptos/{id}/approve|reject and the bulk
 * /api/team/ptos/approve|reject): all or nothing, in one transaction that locks the requests, so an answer
 * and the employee's edit or delete of the same request happen one after the other. Any request missing,
 * outside the caller's teams, their own, changed since it was seen, or in a status the answer cannot start
 * from refuses the whole call and writes nothing. Each person whose requests were answered gets one message,
 * however many of theirs the call answered.
 */
export async function answerTimeOffRequests(
  db: Db,
  actor: Actor,
  answer: TimeOffAnswer,
): Promise<TimeOffRequest[]> {
  const policyActor = policyActorOf(actor);
  const commentProblem = answerCommentProblem(answer.decision, answer.comment, { bulk: answer.bulk });
  if (commentProblem) throw new AppError('validation_failed', commentProblem, 'manager_comment');
  if (answer.managerId != null && !mayViewAsLead(policyActor.scope, answer.managerId)) {
    throw new AppError(
      'forbidden',
      'You may only answer for your own team or a lead you may view as.',
      'manager_id',
    );
  }
  const status = answeredStatus[answer.decision];
  const managerComment = answer.comment?.trim() || null;
  await db.transaction(async (tx) => {
    await lockRequests(tx, answer.requestIds);
    const requests = await findRequestsByIds(tx, answer.requestIds);
    const byId = new Map(requests.map((request) => [request.id, request]));
    answer.requestIds.forEach((id, index) => {
      const request = byId.get(id);
      if (!request) throw new AppError('not_found', `Time off request ${id} not found.`, 'pto_ids');
      const refused = refusal(policyActor, answer, request, index);
      if (refused) throw refused;
    });
    await writeAnswers(tx, answer.requestIds, { status, managerComment, managerId: actor.id });
    await recordAudits(
      tx,
      requests.map((request) => {
        const before = timeOffAuditView(request);
        return {
          actorId: actor.id,
          actingForId: leadActing(actor, request.ownerTeamLeadId).actingForId,
          action: `time_off_${status}`,
          entityType: 'time_off_request',
          entityId: request.id,
          before,
          after: { ...before, status, version: request.version + 1, managerComment },
          detail: answer.bulk ? { bulk: answer.requestIds } : undefined,
        };
      }),
    );
    // A stand-in's answer names them 'D for L' (issue 38); a person's requests share one lead, so each still
    // gets one message.
    const byLead = new Map<number | null, TimeOffRequestRow[]>();
    for (const request of requests) {
      byLead.set(request.ownerTeamLeadId, [...(byLead.get(request.ownerTeamLeadId) ?? []), request]);
    }
    await recordNotifications(
      tx,
      [...byLead].flatMap(([leadId, theirs]) =>
        timeOffAnswerNotifications(answer.decision, leadActing(actor, leadId), theirs, managerComment),
      ),
    );
    await markTimesheetsOfTimeOff(
      tx,
      actor,
      requests.map((request) => ({
        personId: request.personId,
        before: request,
        after: { ...request, status },
      })),
    );
  });
  const answered = await findRequestsByIds(db, answer.requestIds);
  return answered.map((request) => presentTimeOffRequest(request, policyActor));
}
