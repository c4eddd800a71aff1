import type { EngagementDetail, EngagementInput } from '@timekeep/shared/schemas/engagements';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { insertRow } from '../../db/rows';
import { engagements } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { checkEngagementFields, engagementColumns, projectCodeInUse } from './engagement-fields';
import { authorize } from './engagements.policy';
import { loadEngagementDetail } from './get-engagement';

/** POST /api/admin/engagements: a new engagement without roles yet. */
export async function createEngagement(
  db: Db,
  actor: Actor,
  input: EngagementInput,
): Promise<EngagementDetail> {
  authorize(policyActorOf(actor), 'read');
  const engagementId = await db
    .transaction(async (tx) => {
      await checkEngagementFields(tx, input);
      // A create's body holds every required column.
      const values = engagementColumns(input) as typeof engagements.$inferInsert;
      const engagement = await insertRow(tx, engagements, values);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'engagement_created',
        entityType: 'engagement',
        entityId: engagement.id,
        after: engagement,
      });
      return engagement.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'engagements_project_code_unique'))
        throw projectCodeInUse(input.projectId);
      throw error;
    });
  return loadEngagementDetail(db, engagementId);
}
