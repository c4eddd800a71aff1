import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { deleteRowById, lockRowById } from '../../db/rows';
import { additionalProjectAssignments } from '../../db/schema';
import { loggedSpanOf } from '../engagements';
import { projectAssignmentAuditView } from './assign-additional-project';
import { authorize } from './catalog.policy';
import { listProjectAssignments } from './catalog.queries';
import { projectAssignmentNotFound } from './update-project-assignment';

/** DELETE /api/admin/additional_project_assignments/{id}: only one nobody logged to; end a used one instead. */
export async function removeProjectAssignment(db: Db, actor: Actor, assignmentId: number): Promise<void> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  await db.transaction(async (tx) => {
    const stored = await lockRowById(tx, additionalProjectAssignments, assignmentId);
    if (!stored) throw projectAssignmentNotFound();
    const [logged] = await listProjectAssignments(tx, { assignmentId });
    authorize(policyActor, 'delete', {
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
