import type { AdditionalProjectAssignment, AdminAdditionalProject } from '@timekeep/shared/schemas/catalog';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { presentAssignedPerson } from '../engagements';
import { authorize } from './catalog.policy';
import {
  listAdditionalProjectRows,
  listProjectAssignments,
  type ProjectAssignmentRow,
} from './catalog.queries';

export const additionalProjectNotFound = () => new AppError('not_found', 'Additional project not found.');

export function presentProjectAssignment(row: ProjectAssignmentRow): AdditionalProjectAssignment {
  return { ...presentAssignedPerson(row), additionalProjectId: row.additionalProjectId };
}

/** Additional projects (all, or one) with who may log to each: two statements. */
export async function loadAdditionalProjects(
  executor: Executor,
  projectId?: number,
): Promise<AdminAdditionalProject[]> {
  const [projects, assignments] = await Promise.all([
    listAdditionalProjectRows(executor, projectId),
    listProjectAssignments(executor, { projectId }),
  ]);
  return projects.map((project) => ({
    id: project.id,
    name: project.name,
    active: project.active,
    assignments: assignments
      .filter((assignment) => assignment.additionalProjectId === project.id)
      .map(presentProjectAssignment),
  }));
}

export async function loadAdditionalProject(executor: Executor, projectId: number) {
  const [project] = await loadAdditionalProjects(executor, projectId);
  if (!project) throw additionalProjectNotFound();
  return project;
}

/** GET /api/admin/additional_projects: every one, inactive ones too, with their assignments. */
export async function listAdminAdditionalProjects(executor: Executor, actor: Actor) {
  authorize(policyActorOf(actor), 'read');
  return loadAdditionalProjects(executor);
}
