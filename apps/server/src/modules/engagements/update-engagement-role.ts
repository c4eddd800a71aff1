import type { EngagementRole, EngagementRoleUpdate } from '@timekeep/shared/schemas/engagements';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { updateRowById } from '../../db/rows';
import { engagementRoles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { loadRole, roleNameInUse } from './add-engagement-role';
import { loggedSpanOf } from './assigned-people';
import { authorize } from './engagements.policy';
import { lockRole } from './engagements.queries';
import { roleAuditView } from './role-audit';

export const roleNotFound = () => new AppError('not_found', 'Role not found.');

/** A span's end is not before its start once an edit's dates meet the stored ones. */
export function requireEndNotBeforeStart(span: { startDate: string; endDate: string | null }) {
  if (span.endDate !== null && span.endDate < span.startDate) {
    throw new AppError(
      'validation_failed',
      `body.endDate: must not be before the start date (${span.startDate}).`,
      'body.endDate',
    );
  }
}

/**
 * PATCH /api/admin/engagement_roles/{id}: name, rate and dates. Its dates must keep covering every entry
 * logged to it (409 otherwise); a new rate applies to the role's hours in reports from now on.
 */
export async function updateEngagementRole(
  db: Db,
  actor: Actor,
  roleId: number,
  change: EngagementRoleUpdate,
): Promise<EngagementRole> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  const engagementId = await db
    .transaction(async (tx) => {
      const stored = await lockRole(tx, roleId);
      if (!stored) throw roleNotFound();
      const { role } = stored;
      const span = {
        startDate: change.startDate ?? role.startDate,
        endDate: change.endDate === undefined ? role.endDate : change.endDate,
      };
      requireEndNotBeforeStart(span);
      authorize(policyActor, 'edit', {
        what: 'role',
        logged: loggedSpanOf(stored.logged),
        timesheetRows: stored.logged.timesheetRows,
        span,
      });
      const updated = await updateRowById(tx, engagementRoles, roleId, {
        ...change,
        rate: change.rate === undefined ? undefined : change.rate.toFixed(2),
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'engagement_role_updated',
        entityType: 'engagement_role',
        entityId: roleId,
        before: roleAuditView(role),
        after: roleAuditView(updated),
      });
      return role.engagementId;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'engagement_roles_engagement_name_unique'))
        throw roleNameInUse(change.name ?? '');
      throw error;
    });
  return loadRole(db, engagementId, roleId);
}
