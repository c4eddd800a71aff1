import type { TimeOffDetailsInput, TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { lockPerson } from '../../core/lock-person';
import { recordNotifications } from '../../core/notifications/record-notifications';
import { timeOffRequestNotification } from '../../core/notifications/workflow-notifications';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { presentTimeOffRequest } from './present-time-off-request';
import { findRequestById, insertRequest, writeNewDetailVersion } from './time-off.queries';
import { writtenTimeOffAuditView } from './time-off-audit';

import { checkedDetailsFor } from './time-off-request-checks';

export async function createRequest(
  db: Db,
  actor: Actor,
  input: TimeOffDetailsInput,
  today: string,
): Promise<TimeOffRequest> {
  const requestId = await db.transaction(async (tx) => {
    await lockPerson(tx, actor.id);
    const details = await checkedDetailsFor(tx, actor.id, input, today);
    const id = await insertRequest(tx, actor.id, details);
    await writeNewDetailVersion(tx, id, actor.id, details);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'time_off_requested',
      entityType: 'time_off_request',
      entityId: id,
      after: writtenTimeOffAuditView(actor.id, 1, details),
    });
    await recordNotifications(tx, [
      timeOffRequestNotification('requested', actor, { id, personId: actor.id, ...details }, details.comment),
    ]);
    return id;
  });
  return presentTimeOffRequest((await findRequestById(db, requestId))!, policyActorOf(actor, today));
}
