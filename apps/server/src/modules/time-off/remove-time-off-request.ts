import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { recordNotifications } from '../../core/notifications/record-notifications';
import { timeOffRequestNotification } from '../../core/notifications/workflow-notifications';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { markTimesheetsOfTimeOff } from './mark-timesheets-of-time-off';
import { deleteRequest } from './time-off.queries';
import { timeOffAuditView } from './time-off-audit';

import { requestToChange } from './time-off-request-checks';

export async function removeRequest(db: Db, actor: Actor, requestId: number, today: string): Promise<void> {
  const policyActor = policyActorOf(actor, today);
  await db.transaction(async (tx) => {
    const request = await requestToChange(tx, policyActor, requestId, 'delete');
    await deleteRequest(tx, requestId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'time_off_deleted',
      entityType: 'time_off_request',
      entityId: requestId,
      before: timeOffAuditView(request),
    });
    await recordNotifications(tx, [timeOffRequestNotification('withdrawn', actor, request, null)]);
    await markTimesheetsOfTimeOff(tx, actor, [{ personId: request.personId, before: request, after: null }]);
  });
}
