import type { EngagementDetail, EngagementUpdate } from '@timekeep/shared/schemas/engagements';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { lockRowById, updateRowById } from '../../db/rows';
import { engagements } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { checkEngagementFields, engagementColumns, projectCodeInUse } from './engagement-fields';
import { authorize } from './engagements.policy';
import { engagementNotFound, loadEngagementDetail } from './get-engagement';

/**
 * PATCH /api/admin/engagements/{id}: client, name, project code, people and billing. None of these moves
 * logged hours, so history holds; reports read the new values from now on, and the audit log keeps the old.
 */
export async function updateEngagement(
  db: Db,
  actor: Actor,
  engagementId: number,
  change: EngagementUpdate,
): Promise<EngagementDetail> {
  authorize(policyActorOf(actor), 'read');
  await db
    .transaction(async (tx) => {
      const stored = await lockRowById(tx, engagements, engagementId);
      if (!stored) throw engagementNotFound();
      await checkEngagementFields(tx, change);
      const updated = await updateRowById(tx, engagements, engagementId, engagementColumns(change));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'engagement_updated',
        entityType: 'engagement',
        entityId: engagementId,
        before: stored,
        after: updated,
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'engagements_project_code_unique'))
        throw projectCodeInUse(change.projectId ?? '');
      throw error;
    });
  return loadEngagementDetail(db, engagementId);
}
