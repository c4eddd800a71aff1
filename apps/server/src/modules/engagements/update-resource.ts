import type { Resource, ResourceUpdate } from '@timekeep/shared/schemas/engagements';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { lockRowById, updateRowById } from '../../db/rows';
import { resources } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { loadResource, requireOverlapWithRole } from './assign-resource';
import { loggedSpanOf } from './assigned-people';
import { authorize } from './engagements.policy';
import { findRoleForAssignment, loggedToResource } from './engagements.queries';
import { resourceAuditView } from './role-audit';
import { requireEndNotBeforeStart } from './update-engagement-role';

export const resourceNotFound = () => new AppError('not_found', 'Assignment not found.');

/**
 * PATCH /api/resources/{id}: new dates for an assignment (ending it, say). Every entry logged to it must
 * stay inside them (409 otherwise).
 */
export async function updateResource(
  db: Db,
  actor: Actor,
  resourceId: number,
  change: ResourceUpdate,
): Promise<Resource> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  await db.transaction(async (tx) => {
    const stored = await lockRowById(tx, resources, resourceId);
    if (!stored) throw resourceNotFound();
    const span = {
      startDate: change.startDate ?? stored.startDate,
      endDate: change.endDate === undefined ? stored.endDate : change.endDate,
    };
    requireEndNotBeforeStart(span);
    const logged = await loggedToResource(tx, resourceId);
    authorize(policyActor, 'edit', {
      what: 'assignment',
      logged: loggedSpanOf(logged),
      timesheetRows: logged.timesheetRows,
      span,
    });
    requireOverlapWithRole((await findRoleForAssignment(tx, stored.engagementRoleId))!.role, span);
    const updated = await updateRowById(tx, resources, resourceId, span);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'resource_updated',
      entityType: 'resource',
      entityId: resourceId,
      before: resourceAuditView(stored),
      after: resourceAuditView(updated),
    });
  });
  return loadResource(db, resourceId);
}
