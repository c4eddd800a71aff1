import { and, asc, eq, exists, gte, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  additionalProjectAssignments,
  additionalProjects,
  clients,
  codeAlerts,
  departments,
  engagementRoles,
  engagements,
  holidays,
  people,
  resources,
  timesheetPeriods,
} from '../../db/schema';
import type { ReportScope } from '../reports/reports.policy';
import { reportScopeCondition } from '../reports/reports.queries';

export function listHolidays(executor: Executor) {
  return executor
    .select({ id: holidays.id, date: holidays.date, name: holidays.name })
    .from(holidays)
    .orderBy(asc(holidays.date));
}

/** Company holidays from `fromDate` to `toDate` inclusive, as YYYY-MM-DD dates. */
export async function listHolidayDatesBetween(executor: Executor, fromDate: string, toDate: string) {
  const rows = await executor
    .select({ date: holidays.date })
    .from(holidays)
    .where(and(gte(holidays.date, fromDate), lte(holidays.date, toDate)));
  return rows.map((row) => row.date);
}

export function listTimesheetPeriods(executor: Executor) {
  return executor
    .select({
      id: timesheetPeriods.id,
      startDate: timesheetPeriods.startDate,
      endDate: timesheetPeriods.endDate,
    })
    .from(timesheetPeriods)
    .orderBy(asc(timesheetPeriods.startDate));
}

export async function findPeriodContaining(executor: Executor, date: string) {
  const [period] = await executor
    .select({
      id: timesheetPeriods.id,
      startDate: timesheetPeriods.startDate,
      endDate: timesheetPeriods.endDate,
    })
    .from(timesheetPeriods)
    .where(and(lte(timesheetPeriods.startDate, date), gte(timesheetPeriods.endDate, date)));
  return period;
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
 * with the dates it may hold entries.
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

const codeAlertColumns = {
  id: codeAlerts.id,
  spudUserId: codeAlerts.personId,
  projectId: engagements.projectCode,
  name: engagements.name,
  role: engagementRoles.name,
  codeViewed: codeAlerts.codeViewed,
};

function selectCodeAlerts(executor: Executor) {
  return executor
    .select(codeAlertColumns)
    .from(codeAlerts)
    .innerJoin(resources, eq(resources.id, codeAlerts.resourceId))
    .innerJoin(engagementRoles, eq(engagementRoles.id, resources.engagementRoleId))
    .innerJoin(engagements, eq(engagements.id, engagementRoles.engagementId));
}

export function listUnviewedCodeAlerts(executor: Executor, personId: number) {
  return selectCodeAlerts(executor)
    .where(and(eq(codeAlerts.personId, personId), eq(codeAlerts.codeViewed, false)))
    .orderBy(asc(codeAlerts.createdAt), asc(codeAlerts.id));
}

export async function findCodeAlert(executor: Executor, alertId: number) {
  const [alert] = await selectCodeAlerts(executor).where(eq(codeAlerts.id, alertId));
  return alert;
}

export async function markCodeAlertViewed(executor: Executor, alertId: number) {
  await executor.update(codeAlerts).set({ codeViewed: true }).where(eq(codeAlerts.id, alertId));
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

const engagementManager = alias(people, 'engagement_manager');
const salesRep = alias(people, 'sales_rep');

/** LIKE's wildcards and its escape character, taken literally in a search. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

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

/** People who manage at least one engagement, by last and first name. */
export function listEngagementManagers(executor: Executor) {
  return executor
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(
      exists(
        executor
          .select({ id: engagements.id })
          .from(engagements)
          .where(eq(engagements.engagementManagerId, people.id)),
      ),
    )
    .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id));
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
