import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  additionalProjectAssignments,
  additionalProjects,
  clients,
  departments,
  engagements,
  people,
  timesheetEntries,
  timesheetRows,
  timesheets,
} from '../../db/schema';
import { loggedColumns } from '../engagements';

/** Clients and departments: a name, unique. */
export type NamedTable = typeof clients | typeof departments;

export async function countEngagementsOfClient(executor: Executor, clientId: number) {
  const [row] = await executor
    .select({ total: count() })
    .from(engagements)
    .where(eq(engagements.clientId, clientId));
  return row?.total ?? 0;
}

/** People and engagements that name the department. */
export async function countDepartmentUses(executor: Executor, departmentId: number) {
  const [staff] = await executor
    .select({ total: count() })
    .from(people)
    .where(eq(people.departmentId, departmentId));
  const [projects] = await executor
    .select({ total: count() })
    .from(engagements)
    .where(eq(engagements.departmentId, departmentId));
  return (staff?.total ?? 0) + (projects?.total ?? 0);
}

/** Every additional project (active or not), by name. */
export function listAdditionalProjectRows(executor: Executor, projectId?: number) {
  return executor
    .select()
    .from(additionalProjects)
    .where(projectId === undefined ? undefined : eq(additionalProjects.id, projectId))
    .orderBy(asc(additionalProjects.name));
}

/** Who may log to which additional project, with what they logged: one statement (of one project, or all). */
export function listProjectAssignments(
  executor: Executor,
  filter: { projectId?: number; assignmentId?: number } = {},
) {
  return executor
    .select({
      id: additionalProjectAssignments.id,
      additionalProjectId: additionalProjectAssignments.additionalProjectId,
      personId: additionalProjectAssignments.personId,
      firstName: people.firstName,
      lastName: people.lastName,
      startDate: additionalProjectAssignments.startDate,
      endDate: additionalProjectAssignments.endDate,
      ...loggedColumns,
    })
    .from(additionalProjectAssignments)
    .innerJoin(people, eq(people.id, additionalProjectAssignments.personId))
    .leftJoin(timesheets, eq(timesheets.personId, additionalProjectAssignments.personId))
    .leftJoin(
      timesheetRows,
      and(
        eq(timesheetRows.timesheetId, timesheets.id),
        eq(timesheetRows.additionalProjectId, additionalProjectAssignments.additionalProjectId),
      ),
    )
    .leftJoin(timesheetEntries, eq(timesheetEntries.rowId, timesheetRows.id))
    .where(
      and(
        filter.projectId === undefined
          ? undefined
          : eq(additionalProjectAssignments.additionalProjectId, filter.projectId),
        filter.assignmentId === undefined
          ? undefined
          : eq(additionalProjectAssignments.id, filter.assignmentId),
      ),
    )
    .groupBy(additionalProjectAssignments.id, people.id)
    .orderBy(asc(people.lastName), asc(people.firstName), asc(additionalProjectAssignments.id));
}
export type ProjectAssignmentRow = Awaited<ReturnType<typeof listProjectAssignments>>[number];

/** Every active additional project, with the person's assignment to it when they have one. */
export async function listAdditionalProjectsFor(executor: Executor, personId: number) {
  const rows = await executor
    .select({
      id: additionalProjects.id,
      name: additionalProjects.name,
      startDate: additionalProjectAssignments.startDate,
      endDate: additionalProjectAssignments.endDate,
    })
    .from(additionalProjects)
    .leftJoin(
      additionalProjectAssignments,
      and(
        eq(additionalProjectAssignments.additionalProjectId, additionalProjects.id),
        eq(additionalProjectAssignments.personId, personId),
      ),
    )
    .where(eq(additionalProjects.active, true))
    .orderBy(asc(additionalProjects.name));
  return rows.map(({ startDate, endDate, ...project }) => ({
    ...project,
    assignment: startDate === null ? null : { startDate, endDate },
  }));
}

export function listDepartments(executor: Executor) {
  return executor
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .orderBy(asc(departments.name));
}

export function listClients(executor: Executor) {
  return executor.select({ id: clients.id, name: clients.name }).from(clients).orderBy(asc(clients.name));
}
