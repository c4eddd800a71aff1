import type { AdminAdditionalProject } from '@timekeep/shared/schemas/catalog';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { insertRow } from '../../db/rows';
import { additionalProjects } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { authorize } from './catalog.policy';
import { loadAdditionalProject } from './list-additional-projects';

export const projectNameInUse = (name: string) =>
  new AppError('conflict', `body.name: There is an additional project named ${name} already.`, 'body.name');

/** POST /api/admin/additional_projects: a new internal project, nobody assigned yet. */
export async function createAdditionalProject(
  db: Db,
  actor: Actor,
  input: { name: string; active: boolean },
): Promise<AdminAdditionalProject> {
  authorize(policyActorOf(actor), 'read');
  const projectId = await db
    .transaction(async (tx) => {
      const project = await insertRow(tx, additionalProjects, input);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'additional_project_created',
        entityType: 'additional_project',
        entityId: project.id,
        after: project,
      });
      return project.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'additional_projects_name_unique')) throw projectNameInUse(input.name);
      throw error;
    });
  return loadAdditionalProject(db, projectId);
}
