import { asc, countDistinct, eq, max, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  clients,
  codeAlerts,
  departments,
  engagementRoles,
  engagements,
  people,
  resources,
  timesheetEntries,
  timesheetRows,
} from '../../db/schema';

/** What was logged through the joined timesheet rows and entries: first and last date, hours, rows. */
export const loggedColumns = {
  firstLoggedDate: min(timesheetEntries.date),
  lastLoggedDate: max(timesheetEntries.date),
  loggedHours: sql<string | null>`sum(${timesheetEntries.hours})::text`,
  timesheetRows: countDistinct(timesheetRows.id),
};

export interface LoggedRow {
  firstLoggedDate: string | null;
  lastLoggedDate: string | null;
  loggedHours: string | null;
  timesheetRows: number;
}

export async function clientExists(executor: Executor, clientId: number) {
  const [row] = await executor.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  return row !== undefined;
}

export async function departmentExists(executor: Executor, departmentId: number) {
  const [row] = await executor
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, departmentId));
  return row !== undefined;
}

/** An engagement's roles with what was logged to each (through any assignment): one statement. */
export function listRolesOfEngagement(executor: Executor, engagementId: number) {
  return executor
    .select({
      id: engagementRoles.id,
      engagementId: engagementRoles.engagementId,
      name: engagementRoles.name,
      rate: engagementRoles.rate,
      startDate: engagementRoles.startDate,
      endDate: engagementRoles.endDate,
      ...loggedColumns,
    })
    .from(engagementRoles)
    .leftJoin(resources, eq(resources.engagementRoleId, engagementRoles.id))
    .leftJoin(timesheetRows, eq(timesheetRows.resourceId, resources.id))
    .leftJoin(timesheetEntries, eq(timesheetEntries.rowId, timesheetRows.id))
    .where(eq(engagementRoles.engagementId, engagementId))
    .groupBy(engagementRoles.id)
    .orderBy(asc(engagementRoles.startDate), asc(engagementRoles.name), asc(engagementRoles.id));
}

const resourceColumns = {
  id: resources.id,
  engagementId: engagementRoles.engagementId,
  engagementRoleId: resources.engagementRoleId,
  personId: resources.personId,
  firstName: people.firstName,
  lastName: people.lastName,
  startDate: resources.startDate,
  endDate: resources.endDate,
};

/** Assignments with their person and what they logged, of an engagement or one by id: one statement. */
export function listResources(executor: Executor, filter: { engagementId: number } | { resourceId: number }) {
  return executor
    .select({ ...resourceColumns, ...loggedColumns })
    .from(resources)
    .innerJoin(engagementRoles, eq(engagementRoles.id, resources.engagementRoleId))
    .innerJoin(people, eq(people.id, resources.personId))
    .leftJoin(timesheetRows, eq(timesheetRows.resourceId, resources.id))
    .leftJoin(timesheetEntries, eq(timesheetEntries.rowId, timesheetRows.id))
    .where(
      'engagementId' in filter
        ? eq(engagementRoles.engagementId, filter.engagementId)
        : eq(resources.id, filter.resourceId),
    )
    .groupBy(resources.id, engagementRoles.engagementId, people.id)
    .orderBy(asc(people.lastName), asc(people.firstName), asc(resources.startDate), asc(resources.id));
}
export type ResourceRow = Awaited<ReturnType<typeof listResources>>[number];

/** A role with its engagement's billing type and what was logged to it, locked for the transaction. */
export async function lockRole(executor: Executor, roleId: number) {
  const [role] = await executor
    .select()
    .from(engagementRoles)
    .where(eq(engagementRoles.id, roleId))
    .for('update');
  if (!role) return undefined;
  const [logged] = await executor
    .select(loggedColumns)
    .from(resources)
    .innerJoin(timesheetRows, eq(timesheetRows.resourceId, resources.id))
    .leftJoin(timesheetEntries, eq(timesheetEntries.rowId, timesheetRows.id))
    .where(eq(resources.engagementRoleId, roleId));
  return { role, logged: logged! };
}
export type RoleRow = typeof engagementRoles.$inferSelect;

export type StoredResource = typeof resources.$inferSelect;

/** What was logged to one assignment. */
export async function loggedToResource(executor: Executor, resourceId: number): Promise<LoggedRow> {
  const [logged] = await executor
    .select(loggedColumns)
    .from(timesheetRows)
    .leftJoin(timesheetEntries, eq(timesheetEntries.rowId, timesheetRows.id))
    .where(eq(timesheetRows.resourceId, resourceId));
  return logged!;
}

export async function findRoleForAssignment(executor: Executor, roleId: number) {
  const [row] = await executor
    .select({ role: engagementRoles, projectCode: engagements.projectCode })
    .from(engagementRoles)
    .innerJoin(engagements, eq(engagements.id, engagementRoles.engagementId))
    .where(eq(engagementRoles.id, roleId));
  return row;
}

export async function findPersonForAssignment(executor: Executor, personId: number) {
  const [row] = await executor
    .select({ id: people.id, enabled: people.enabled })
    .from(people)
    .where(eq(people.id, personId));
  return row;
}

/** A new assignment and its code alert (the person sees the new time code until they dismiss it). */
export async function insertResourceWithAlert(executor: Executor, values: typeof resources.$inferInsert) {
  const [row] = await executor.insert(resources).values(values).returning();
  await executor.insert(codeAlerts).values({ personId: row!.personId, resourceId: row!.id });
  return row!;
}

/** A role's assignments as stored (those a deletion of the role takes with it). */
export function listResourcesOfRole(executor: Executor, roleId: number) {
  return executor
    .select()
    .from(resources)
    .where(eq(resources.engagementRoleId, roleId))
    .orderBy(asc(resources.id));
}
