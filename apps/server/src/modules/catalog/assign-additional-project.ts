import type {
  AdditionalProjectAssignment,
  AdditionalProjectAssignmentInput,
} from '@timekeep/shared/schemas/catalog';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db, Executor } from '../../db/client';
import { insertRow, lockRowById } from '../../db/rows';
import { additionalProjectAssignments, additionalProjects } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { requireAssignablePerson } from '../engagements';
import { authorize } from './catalog.policy';
import { listProjectAssignments } from './catalog.queries';
import { additionalProjectNotFound, presentProjectAssignment } from './list-additional-projects';

export const alreadyOnProject = () =>
  new AppError(
    'conflict',
    'body.spudUserId: The person may already log to this project; change the dates of that assignment instead.',
    'body.spudUserId',
  );

export async function loadProjectAssignment(executor: Executor, assignmentId: number) {
  const [row] = await listProjectAssignments(executor, { assignmentId });
  return presentProjectAssignment(row!);
}

/** An assignment as the audit log keeps it. */
export function projectAssignmentAuditView(assignment: {
  additionalProjectId: number;
  personId: number;
  startDate: string;
  endDate: string | null;
}) {
  const { additionalProjectId, personId, startDate, endDate } = assignment;
  return { additionalProjectId, personId, startDate, endDate };
}

/** POST /api/admin/additional_projects/{id}/assignments: a person may log to the project from a date. */
export async function assignAdditionalProject(
  db: Db,
  actor: Actor,
  projectId: number,
  input: AdditionalProjectAssignmentInput,
): Promise<AdditionalProjectAssignment> {
  authorize(policyActorOf(actor), 'read');
  const assignmentId = await db
    .transaction(async (tx) => {
      if (!(await lockRowById(tx, additionalProjects, projectId))) throw additionalProjectNotFound();
      await requireAssignablePerson(tx, input.spudUserId);
      const assignment = await insertRow(tx, additionalProjectAssignments, {
        additionalProjectId: projectId,
        personId: input.spudUserId,
        startDate: input.startDate,
        endDate: input.endDate,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'additional_project_assignment_created',
        entityType: 'additional_project_assignment',
        entityId: assignment.id,
        after: projectAssignmentAuditView(assignment),
      });
      return assignment.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'additional_project_assignments_unique')) throw alreadyOnProject();
      throw error;
    });
  return loadProjectAssignment(db, assignmentId);
}
