import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  additionalProjectAssignments,
  additionalProjects,
  clients,
  engagementRoles,
  engagements,
  people,
  relatedManagers,
  resources,
  timesheetEntries,
  timesheetRows,
  timesheetStatusRevisions,
  timesheets,
} from '../../db/schema';

export async function findTimesheetOwner(executor: Executor, personId: number) {
  const [person] = await executor
    .select({
      id: people.id,
      name: sql<string>`${people.firstName} || ' ' || ${people.lastName}`,
      teamLeadId: people.teamLeadId,
      employmentStartDate: people.employmentStartDate,
    })
    .from(people)
    .where(eq(people.id, personId));
  return person;
}

/** The managers whose teams a manager may view as (spec: "view as a related manager"). */
export async function listManagersViewableAs(executor: Executor, managerId: number) {
  const rows = await executor
    .select({ id: relatedManagers.relatedManagerId })
    .from(relatedManagers)
    .where(eq(relatedManagers.managerId, managerId));
  return rows.map((row) => row.id);
}

const timesheetColumns = {
  id: timesheets.id,
  personId: timesheets.personId,
  periodId: timesheets.periodId,
  status: timesheets.status,
  version: timesheets.version,
};
export type StoredTimesheet = {
  id: number;
  personId: number;
  periodId: number;
  status: string;
  version: number;
};

export async function findTimesheetById(executor: Executor, timesheetId: number) {
  const [timesheet] = await executor
    .select(timesheetColumns)
    .from(timesheets)
    .where(eq(timesheets.id, timesheetId));
  return timesheet;
}

export async function findTimesheetOfPeriod(executor: Executor, personId: number, periodId: number) {
  const [timesheet] = await executor
    .select(timesheetColumns)
    .from(timesheets)
    .where(and(eq(timesheets.personId, personId), eq(timesheets.periodId, periodId)));
  return timesheet;
}

/** Creates the person's timesheet for a period; a second one for the same period violates a unique index. */
export async function insertTimesheet(executor: Executor, personId: number, periodId: number) {
  const [timesheet] = await executor
    .insert(timesheets)
    .values({ personId, periodId, status: 'unsubmitted', version: 1 })
    .returning(timesheetColumns);
  return timesheet!;
}

/**
 * Every write to a timesheet goes through here, in the transaction of the write: bumps the version (and
 * sets the status when given) only if the timesheet is still in one of `fromStatuses` and still at
 * `expectedVersion`. Status and version are checked in the same statement that writes, so a save can never
 * land on a timesheet that a concurrent submit or approval has just moved on. Answers undefined when
 * nothing matched; `describeRefusal` then says why.
 */
export async function advanceTimesheet(
  executor: Executor,
  timesheetId: number,
  guard: { fromStatuses: readonly string[]; expectedVersion: number; toStatus?: string },
) {
  const [timesheet] = await executor
    .update(timesheets)
    .set({
      version: sql`${timesheets.version} + 1`,
      updatedAt: sql`now()`,
      ...(guard.toStatus ? { status: guard.toStatus } : {}),
    })
    .where(
      and(
        eq(timesheets.id, timesheetId),
        eq(timesheets.version, guard.expectedVersion),
        inArray(timesheets.status, [...guard.fromStatuses]),
      ),
    )
    .returning(timesheetColumns);
  return timesheet;
}

export async function insertStatusRevision(
  executor: Executor,
  revision: { timesheetId: number; status: string; note: string | null; actorId: number },
) {
  await executor.insert(timesheetStatusRevisions).values(revision);
}

export function listStatusRevisions(executor: Executor, timesheetId: number) {
  return executor
    .select({
      id: timesheetStatusRevisions.id,
      createdAt: timesheetStatusRevisions.createdAt,
      status: timesheetStatusRevisions.status,
      note: timesheetStatusRevisions.note,
      actorName: sql<string>`${people.firstName} || ' ' || ${people.lastName}`,
    })
    .from(timesheetStatusRevisions)
    .innerJoin(people, eq(people.id, timesheetStatusRevisions.actorId))
    .where(eq(timesheetStatusRevisions.timesheetId, timesheetId))
    .orderBy(asc(timesheetStatusRevisions.createdAt), asc(timesheetStatusRevisions.id));
}

/** A row's loggable dates: its assignment's dates (within the role's for client rows). */
const rowStartDate = sql<string | null>`(CASE WHEN ${timesheetRows.resourceId} IS NOT NULL
  THEN greatest(${resources.startDate}, ${engagementRoles.startDate})
  ELSE ${additionalProjectAssignments.startDate} END)::text`;
const rowEndDate = sql<string | null>`(CASE WHEN ${timesheetRows.resourceId} IS NOT NULL
  THEN least(${resources.endDate}, ${engagementRoles.endDate})
  ELSE ${additionalProjectAssignments.endDate} END)::text`;

/** The rows of a timesheet in order, with what the grid shows of their project. */
export function listRows(executor: Executor, timesheetId: number, personId: number) {
  return executor
    .select({
      id: timesheetRows.id,
      position: timesheetRows.position,
      state: timesheetRows.state,
      resourceId: timesheetRows.resourceId,
      additionalProjectId: timesheetRows.additionalProjectId,
      engagementId: engagements.id,
      engagementName: engagements.name,
      projectCode: engagements.projectCode,
      billable: engagements.billable,
      roleName: engagementRoles.name,
      clientName: clients.name,
      additionalProjectName: additionalProjects.name,
      startDate: rowStartDate,
      endDate: rowEndDate,
    })
    .from(timesheetRows)
    .leftJoin(resources, eq(resources.id, timesheetRows.resourceId))
    .leftJoin(engagementRoles, eq(engagementRoles.id, resources.engagementRoleId))
    .leftJoin(engagements, eq(engagements.id, engagementRoles.engagementId))
    .leftJoin(clients, eq(clients.id, engagements.clientId))
    .leftJoin(additionalProjects, eq(additionalProjects.id, timesheetRows.additionalProjectId))
    .leftJoin(
      additionalProjectAssignments,
      and(
        eq(additionalProjectAssignments.additionalProjectId, timesheetRows.additionalProjectId),
        eq(additionalProjectAssignments.personId, personId),
      ),
    )
    .where(eq(timesheetRows.timesheetId, timesheetId))
    .orderBy(asc(timesheetRows.position));
}

export function listEntries(executor: Executor, rowIds: number[]) {
  if (rowIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: timesheetEntries.id,
      rowId: timesheetEntries.rowId,
      date: timesheetEntries.date,
      hours: timesheetEntries.hours,
      note: timesheetEntries.note,
    })
    .from(timesheetEntries)
    .where(inArray(timesheetEntries.rowId, rowIds))
    .orderBy(asc(timesheetEntries.date));
}

/** Rows to store, in display order: kept rows carry their id, new rows none. Hours are exact decimal text. */
export interface RowToStore {
  id: number | undefined;
  resourceId: number | null;
  additionalProjectId: number | null;
  entries: { date: string; hours: string; note: string | null }[];
}

/** Offset that moves every position out of the way of the final ones (a timesheet holds far fewer rows). */
const POSITION_SHIFT = 100_000;

/**
 * Replaces the open rows and all entries of a timesheet with `rows`, set-based: a fixed number of statements
 * whatever the number of rows. Kept rows keep their ids; closed rows stay as they are, after the others.
 */
export async function replaceRows(executor: Executor, timesheetId: number, rows: RowToStore[]) {
  const keptIds = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  await executor
    .delete(timesheetRows)
    .where(
      and(
        eq(timesheetRows.timesheetId, timesheetId),
        eq(timesheetRows.state, 'open'),
        keptIds.length > 0 ? notInArray(timesheetRows.id, keptIds) : undefined,
      ),
    );
  await executor
    .update(timesheetRows)
    .set({ position: sql`${timesheetRows.position} + ${POSITION_SHIFT}` })
    .where(eq(timesheetRows.timesheetId, timesheetId));

  const positioned = rows.map((row, position) => ({ ...row, position }));
  const kept = positioned.filter((row) => row.id !== undefined);
  if (kept.length > 0) {
    const values = sql.join(
      kept.map(
        (row) =>
          sql`(${row.id}::int, ${row.position}::int, ${row.resourceId}::int, ${row.additionalProjectId}::int)`,
      ),
      sql`, `,
    );
    await executor.execute(sql`
      UPDATE ${timesheetRows} AS target
      SET position = source.position, resource_id = source.resource_id,
          additional_project_id = source.additional_project_id
      FROM (VALUES ${values}) AS source(id, position, resource_id, additional_project_id)
      WHERE target.id = source.id AND target.timesheet_id = ${timesheetId}`);
  }
  const added = positioned.filter((row) => row.id === undefined);
  const addedIds =
    added.length === 0
      ? []
      : await executor
          .insert(timesheetRows)
          .values(
            added.map((row) => ({
              timesheetId,
              position: row.position,
              resourceId: row.resourceId,
              additionalProjectId: row.additionalProjectId,
            })),
          )
          .returning({ id: timesheetRows.id, position: timesheetRows.position });
  await executor.execute(sql`
    UPDATE ${timesheetRows} AS closed
    SET position = ranked.position
    FROM (
      SELECT id, ${rows.length} - 1 + row_number() OVER (ORDER BY position) AS position
      FROM ${timesheetRows} WHERE timesheet_id = ${timesheetId} AND state = 'closed'
    ) AS ranked
    WHERE closed.id = ranked.id`);

  const idAt = new Map<number, number>([
    ...kept.map((row) => [row.position, row.id!] as const),
    ...addedIds.map((row) => [row.position, row.id] as const),
  ]);
  const openRowIds = [...idAt.values()];
  if (openRowIds.length > 0) {
    await executor.delete(timesheetEntries).where(inArray(timesheetEntries.rowId, openRowIds));
  }
  const entries = positioned.flatMap((row) =>
    row.entries.map((entry) => ({ rowId: idAt.get(row.position)!, ...entry })),
  );
  if (entries.length > 0) await executor.insert(timesheetEntries).values(entries);
}
