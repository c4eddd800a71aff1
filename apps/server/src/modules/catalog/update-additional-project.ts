import type { AdditionalProjectUpdate, AdminAdditionalProject } from '@timekeep/shared/schemas/catalog';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { lockRowById, updateRowById } from '../../db/rows';
import { additionalProjects } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { authorize } from './catalog.policy';
import { projectNameInUse } from './create-additional-project';
import { additionalProjectNotFound, loadAdditionalProject } from './list-additional-projects';

/**
 * PATCH /api/admin/additional_projects/{id}: rename, or make inactive (offered to nobody from now on; the
 * hours logged to it stay) and active again.
 */
export async function updateAdditionalProject(
  db: Db,
  actor: Actor,
  projectId: number,
  change: AdditionalProjectUpdate,
): Promise<AdminAdditionalProject> {
  authorize(policyActorOf(actor), 'read');
  await db
    .transaction(async (tx) => {
      const stored = await lockRowById(tx, additionalProjects, projectId);
      if (!stored) throw additionalProjectNotFound();
      const updated = await updateRowById(tx, additionalProjects, projectId, change);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'additional_project_updated',
        entityType: 'additional_project',
        entityId: projectId,
        before: stored,
        after: updated,
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'additional_projects_name_unique'))
        throw projectNameInUse(change.name ?? '');
      throw error;
    });
  return loadAdditionalProject(db, projectId);
}
