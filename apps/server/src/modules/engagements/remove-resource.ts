import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { deleteRowById, lockRowById } from '../../db/rows';
import { resources } from '../../db/schema';
import { loggedSpanOf } from './assigned-people';
import { authorize } from './engagements.policy';
import { loggedToResource } from './engagements.queries';
import { resourceAuditView } from './role-audit';
import { resourceNotFound } from './update-resource';

/**
 * DELETE /api/resources/{id}: an assignment made by mistake, only while no timesheet row names it; one that
 * was used is ended instead (PATCH its end date).
 */
export async function removeResource(db: Db, actor: Actor, resourceId: number): Promise<void> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  await db.transaction(async (tx) => {
    const stored = await lockRowById(tx, resources, resourceId);
    if (!stored) throw resourceNotFound();
    const logged = await loggedToResource(tx, resourceId);
    authorize(policyActor, 'delete', {
      what: 'assignment',
      logged: loggedSpanOf(logged),
      timesheetRows: logged.timesheetRows,
    });
    await deleteRowById(tx, resources, resourceId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'resource_deleted',
      entityType: 'resource',
      entityId: resourceId,
      before: resourceAuditView(stored),
    });
  });
}
