import { and, asc, countDistinct, eq, gte, ilike, isNull, lte, max, min, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportScope } from '../../core/reporting/report-scope';
import { reportScopeCondition } from '../../core/reporting/report-scope';
import type { Executor } from '../../db/client';
import {
  additionalProjectAssignments,
  additionalProjects,
  clients,
  codeAlerts,
  departments,
  engagementBudgets,
  engagementRoles,
  engagements,
  people,
  resources,
  timesheetEntries,
  timesheetRows,
} from '../../db/schema';
import { likeLiteral } from '../../lib/like-literal';

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

/** The later of the assignment's and the role's start, and the earlier of their ends (null = open). */
const assignmentStart = sql<string>`greatest(${resources.startDate}, ${engagementRoles.startDate})::text`;
const assignmentEnd = sql<string | null>`least(${resources.endDate}, ${engagementRoles.endDate})::text`;

/** The person's assignments (resources) whose dates, within the role's, overlap the span. */
function assignedInSpan(personId: number, fromDate: string, toDate: string) {
  return and(
    eq(resources.personId, personId),
    sql`${assignmentStart} <= ${toDate}`,
    or(sql`${assignmentEnd} IS NULL`, sql`${assignmentEnd} >= ${fromDate}`),
  );
}

/**
 * What a person may log to in a span, in ONE statement for a timesheet save: their assignments to engagement
 * roles (`kind` 'role', the resource id) and to additional projects (`kind` 'project', the project id), each
 * with the dates it may hold entries, and whether its engagement's budget refuses hours beyond it (issue 40:
 * the save checks the budget, one statement more, only then).
 */
export function listLoggableAssignments(
  executor: Executor,
  personId: number,
  fromDate: string,
  toDate: string,
) {
  const roles = executor
    .select({
      kind: sql<'role' | 'project'>`'role'`.as('kind'),
      id: resources.id,
      startDate: assignmentStart,
      endDate: assignmentEnd,
      refusesBeyondBudget: sql<boolean>`EXISTS (SELECT 1 FROM ${engagementBudgets}
        WHERE ${engagementBudgets.engagementId} = ${engagementRoles.engagementId}
          AND ${engagementBudgets.refuseBeyondBudget})`.as('refuses_beyond_budget'),
    })
    .from(resources)
    .innerJoin(engagementRoles, eq(engagementRoles.id, resources.engagementRoleId))
    .where(assignedInSpan(personId, fromDate, toDate));
  const projects = executor
    .select({
      kind: sql<'role' | 'project'>`'project'`.as('kind'),
      id: additionalProjectAssignments.additionalProjectId,
      startDate: sql<string>`${additionalProjectAssignments.startDate}::text`,
      endDate: sql<string | null>`${additionalProjectAssignments.endDate}::text`,
      refusesBeyondBudget: sql<boolean>`false`.as('refuses_beyond_budget'),
    })
    .from(additionalProjectAssignments)
    .innerJoin(
      additionalProjects,
      eq(additionalProjects.id, additionalProjectAssignments.additionalProjectId),
    )
    .where(
      and(
        eq(additionalProjectAssignments.personId, personId),
        eq(additionalProjects.active, true),
        lte(additionalProjectAssignments.startDate, toDate),
        or(isNull(additionalProjectAssignments.endDate), gte(additionalProjectAssignments.endDate, fromDate)),
      ),
    );
  return roles.unionAll(projects);
}

/** A person's engagement roles whose dates overlap the span, with what a timesheet row shows of them. */
export function listAssignedRoles(executor: Executor, personId: number, fromDate: string, toDate: string) {
  return executor
    .select({
      resourceId: resources.id,
      roleId: engagementRoles.id,
      roleName: engagementRoles.name,
      engagementId: engagements.id,
      engagementName: engagements.name,
      projectCode: engagements.projectCode,
      billable: engagements.billable,
      clientId: clients.id,
      clientName: clients.name,
      startDate: assignmentStart,
      endDate: assignmentEnd,
    })
    .from(resources)
    .innerJoin(engagementRoles, eq(engagementRoles.id, resources.engagementRoleId))
    .innerJoin(engagements, eq(engagements.id, engagementRoles.engagementId))
    .innerJoin(clients, eq(clients.id, engagements.clientId))
    .where(assignedInSpan(personId, fromDate, toDate))
    .orderBy(asc(clients.name), asc(engagements.projectCode), asc(engagementRoles.name));
}

const engagementManager = alias(people, 'engagement_manager');
const salesRep = alias(people, 'sales_rep');

/**
 * Engagements with their client, department, engagement manager and sales rep, by client and code: every
 * one, one by id, or those whose name, project code or client's name contains `search` (ignoring case).
 */
export function listEngagements(executor: Executor, filter: { id?: number; search?: string } = {}) {
  const pattern = filter.search === undefined ? undefined : `%${likeLiteral(filter.search)}%`;
  return executor
    .select({
      id: engagements.id,
      name: engagements.name,
      projectCode: engagements.projectCode,
      clientId: clients.id,
      clientName: clients.name,
      billingType: engagements.billingType,
      billingTerms: engagements.billingTerms,
      poNumber: engagements.poNumber,
      billingClass: engagements.billingClass,
      billable: engagements.billable,
      departmentId: departments.id,
      departmentName: departments.name,
      managerId: engagementManager.id,
      managerFirstName: engagementManager.firstName,
      managerLastName: engagementManager.lastName,
      salesRepId: salesRep.id,
      salesRepFirstName: salesRep.firstName,
      salesRepLastName: salesRep.lastName,
    })
    .from(engagements)
    .innerJoin(clients, eq(clients.id, engagements.clientId))
    .leftJoin(departments, eq(departments.id, engagements.departmentId))
    .leftJoin(engagementManager, eq(engagementManager.id, engagements.engagementManagerId))
    .leftJoin(salesRep, eq(salesRep.id, engagements.salesRepId))
    .where(
      and(
        filter.id === undefined ? undefined : eq(engagements.id, filter.id),
        pattern === undefined
          ? undefined
          : or(
              ilike(engagements.name, pattern),
              ilike(engagements.projectCode, pattern),
              ilike(clients.name, pattern),
            ),
      ),
    )
    .orderBy(asc(clients.name), asc(engagements.projectCode));
}

/**
 * Who is assigned to which engagement (through any of its roles), once per pair, for the people in a report
 * scope: by engagement, then last and first name.
 */
export function listResourcesInScope(executor: Executor, scope: ReportScope) {
  return executor
    .selectDistinct({
      engagementId: engagementRoles.engagementId,
      personId: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
    })
    .from(resources)
    .innerJoin(engagementRoles, eq(engagementRoles.id, resources.engagementRoleId))
    .innerJoin(people, eq(people.id, resources.personId))
    .where(reportScopeCondition(scope))
    .orderBy(asc(engagementRoles.engagementId), asc(people.lastName), asc(people.firstName), asc(people.id));
}
