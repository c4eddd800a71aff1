import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { deleteRowById } from '../../db/rows';
import { engagementRoles } from '../../db/schema';
import { loggedSpanOf } from './assigned-people';
import { authorize } from './engagements.policy';
import { listResourcesOfRole, lockRole } from './engagements.queries';
import { resourceAuditView, roleAuditView } from './role-audit';
import { roleNotFound } from './update-engagement-role';

/**
 * DELETE /api/admin/engagement_roles/{id}: only a role nobody logged to (no timesheet row names any of its
 * assignments); its assignments and their code alerts go with it.
 */
export async function deleteEngagementRole(db: Db, actor: Actor, roleId: number): Promise<void> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  await db.transaction(async (tx) => {
    const stored = await lockRole(tx, roleId);
    if (!stored) throw roleNotFound();
    authorize(policyActor, 'delete', {
      what: 'role',
      logged: loggedSpanOf(stored.logged),
      timesheetRows: stored.logged.timesheetRows,
    });
    const assignments = await listResourcesOfRole(tx, roleId);
    await deleteRowById(tx, engagementRoles, roleId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'engagement_role_deleted',
      entityType: 'engagement_role',
      entityId: roleId,
      before: { ...roleAuditView(stored.role), assignments: assignments.map(resourceAuditView) },
    });
  });
}
