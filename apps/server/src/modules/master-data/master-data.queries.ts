import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  additionalProjectAssignments,
  additionalProjects,
  clients,
  codeAlerts,
  engagementRoles,
  engagements,
  holidays,
  resources,
  timesheetPeriods,
} from '../../db/schema';

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

export async function findPeriodById(executor: Executor, periodId: number) {
  const [period] = await executor
    .select({
      id: timesheetPeriods.id,
      startDate: timesheetPeriods.startDate,
      endDate: timesheetPeriods.endDate,
    })
    .from(timesheetPeriods)
    .where(eq(timesheetPeriods.id, periodId));
  return period;
}

/** The later of the assignment's and the role's start, and the earlier of their ends (null = open). */
const assignmentStart = sql<string>`greatest(${resources.startDate}, ${engagementRoles.startDate})::text`;
const assignmentEnd = sql<string | null>`least(${resources.endDate}, ${engagementRoles.endDate})::text`;

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
    .where(
      and(
        eq(resources.personId, personId),
        sql`${assignmentStart} <= ${toDate}`,
        or(sql`${assignmentEnd} IS NULL`, sql`${assignmentEnd} >= ${fromDate}`),
      ),
    )
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

/** The active additional projects a person is assigned to, optionally only those overlapping a span. */
export function listAssignedAdditionalProjects(
  executor: Executor,
  personId: number,
  span?: { fromDate: string; toDate: string },
) {
  return executor
    .select({
      id: additionalProjects.id,
      name: additionalProjects.name,
      startDate: additionalProjectAssignments.startDate,
      endDate: additionalProjectAssignments.endDate,
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
        span ? lte(additionalProjectAssignments.startDate, span.toDate) : undefined,
        span
          ? or(
              isNull(additionalProjectAssignments.endDate),
              gte(additionalProjectAssignments.endDate, span.fromDate),
            )
          : undefined,
      ),
    )
    .orderBy(asc(additionalProjects.name));
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
