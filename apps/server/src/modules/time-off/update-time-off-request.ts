import { timeOffEditProblem } from '@timekeep/shared/domain/time-off-request-rules';
import type { TimeOffDetailsInput, TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { recordNotifications } from '../../core/notifications/record-notifications';
import { timeOffRequestNotification } from '../../core/notifications/workflow-notifications';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { markTimesheetsOfTimeOff } from './mark-timesheets-of-time-off';
import { presentTimeOffRequest } from './present-time-off-request';
import { findRequestById, writeNewDetailVersion } from './time-off.queries';
import { timeOffAuditView, writtenTimeOffAuditView } from './time-off-audit';

import { checkedDetailsFor, refuseInvalid, requestToChange } from './time-off-request-checks';

/**
 * A new detail version; an approved request goes back to pending for the team lead to approve again, and the
 * lead is told.
 */
export async function updateRequest(
  db: Db,
  actor: Actor,
  requestId: number,
  input: TimeOffDetailsInput,
  today: string,
): Promise<TimeOffRequest> {
  const policyActor = policyActorOf(actor, today);
  await db.transaction(async (tx) => {
    const original = await requestToChange(tx, policyActor, requestId, 'edit');
    const editProblem = timeOffEditProblem(input.reason);
    if (editProblem) throw refuseInvalid(editProblem, 'rule_violation');
    const details = await checkedDetailsFor(tx, actor.id, input, today, original);
    await writeNewDetailVersion(tx, requestId, actor.id, details);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'time_off_updated',
      entityType: 'time_off_request',
      entityId: requestId,
      before: timeOffAuditView(original),
      after: writtenTimeOffAuditView(original.personId, original.version + 1, details),
    });
    await recordNotifications(tx, [
      timeOffRequestNotification(
        'updated',
        actor,
        { id: requestId, personId: original.personId, ...details },
        details.comment,
      ),
    ]);
    await markTimesheetsOfTimeOff(tx, actor, [
      { personId: original.personId, before: original, after: { ...details, status: 'pending' } },
    ]);
  });
  return presentTimeOffRequest((await findRequestById(db, requestId))!, policyActor);
}
