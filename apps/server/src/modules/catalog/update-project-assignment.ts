import type {
  AdditionalProjectAssignment,
  AdditionalProjectAssignmentUpdate,
} from '@timekeep/shared/schemas/catalog';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { lockRowById, updateRowById } from '../../db/rows';
import { additionalProjectAssignments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { loggedSpanOf, requireEndNotBeforeStart } from '../engagements';
import { loadProjectAssignment, projectAssignmentAuditView } from './assign-additional-project';
import { authorize } from './catalog.policy';
import { listProjectAssignments } from './catalog.queries';

export const projectAssignmentNotFound = () => new AppError('not_found', 'Assignment not found.');

/** PATCH /api/admin/additional_project_assignments/{id}: new dates that keep covering the logged hours. */
export async function updateProjectAssignment(
  db: Db,
  actor: Actor,
  assignmentId: number,
  change: AdditionalProjectAssignmentUpdate,
): Promise<AdditionalProjectAssignment> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  await db.transaction(async (tx) => {
    const stored = await lockRowById(tx, additionalProjectAssignments, assignmentId);
    if (!stored) throw projectAssignmentNotFound();
    const span = {
      startDate: change.startDate ?? stored.startDate,
      endDate: change.endDate === undefined ? stored.endDate : change.endDate,
    };
    requireEndNotBeforeStart(span);
    const [logged] = await listProjectAssignments(tx, { assignmentId });
    authorize(policyActor, 'edit', {
      kind: 'assignment',
      logged: loggedSpanOf(logged!),
      timesheetRows: logged!.timesheetRows,
      span,
    });
    const updated = await updateRowById(tx, additionalProjectAssignments, assignmentId, span);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'additional_project_assignment_updated',
      entityType: 'additional_project_assignment',
      entityId: assignmentId,
      before: projectAssignmentAuditView(stored),
      after: projectAssignmentAuditView(updated),
    });
  });
  return loadProjectAssignment(db, assignmentId);
}
