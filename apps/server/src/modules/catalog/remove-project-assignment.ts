import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import type { Db } from '../../db/client';
import { deleteRowById, lockRowById } from '../../db/rows';
import { additionalProjectAssignments } from '../../db/schema';
import { loggedSpanOf } from '../engagements';
import { projectAssignmentAuditView } from './assign-additional-project';
import { listProjectAssignments } from './catalog.queries';
import { requireCatalogAdmin, requireCatalogAllowed } from './named-kinds';
import { projectAssignmentNotFound } from './update-project-assignment';

/** DELETE /api/admin/additional_project_assignments/{id}: only one nobody logged to; end a used one instead. */
export async function removeProjectAssignment(db: Db, actor: Actor, assignmentId: number): Promise<void> {
  const policyActor = requireCatalogAdmin(actor);
  await db.transaction(async (tx) => {
    const stored = await lockRowById(tx, additionalProjectAssignments, assignmentId);
    if (!stored) throw projectAssignmentNotFound();
    const [logged] = await listProjectAssignments(tx, { assignmentId });
    requireCatalogAllowed(policyActor, 'delete', {
      kind: 'assignment',
      logged: loggedSpanOf(logged!),
      timesheetRows: logged!.timesheetRows,
    });
    await deleteRowById(tx, additionalProjectAssignments, assignmentId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'additional_project_assignment_deleted',
      entityType: 'additional_project_assignment',
      entityId: assignmentId,
      before: projectAssignmentAuditView(stored),
    });
  });
}
