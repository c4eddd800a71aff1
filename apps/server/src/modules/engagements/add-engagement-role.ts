import type { EngagementRole, EngagementRoleInput } from '@timekeep/shared/schemas/engagements';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { insertRow, lockRowById } from '../../db/rows';
import { engagementRoles, engagements } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { authorize } from './engagements.policy';
import { engagementNotFound, loadEngagementDetail } from './get-engagement';
import { roleAuditView } from './role-audit';

export const roleNameInUse = (name: string) =>
  new AppError('conflict', `body.name: The engagement already has a role named ${name}.`, 'body.name');

/** The role as the engagement detail shows it, after a write. */
export async function loadRole(db: Db, engagementId: number, roleId: number): Promise<EngagementRole> {
  const detail = await loadEngagementDetail(db, engagementId);
  return detail.roles.find((role) => role.id === roleId)!;
}

/** POST /api/admin/engagements/{id}/roles: a role with its hourly rate and dates. */
export async function addEngagementRole(
  db: Db,
  actor: Actor,
  engagementId: number,
  input: EngagementRoleInput,
): Promise<EngagementRole> {
  authorize(policyActorOf(actor), 'read');
  const roleId = await db
    .transaction(async (tx) => {
      if (!(await lockRowById(tx, engagements, engagementId))) throw engagementNotFound();
      const role = await insertRow(tx, engagementRoles, {
        engagementId,
        ...input,
        rate: input.rate.toFixed(2),
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'engagement_role_created',
        entityType: 'engagement_role',
        entityId: role.id,
        after: roleAuditView(role),
      });
      return role.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'engagement_roles_engagement_name_unique'))
        throw roleNameInUse(input.name);
      throw error;
    });
  return loadRole(db, engagementId, roleId);
}
