import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { and, asc, eq, gte, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  additionalProjectAssignments,
  additionalProjects,
  clients,
  engagementRoles,
  engagements,
  holidays,
  people,
  resources,
  timesheetEntries,
  timesheetPeriods,
  timesheetRows,
  timesheetStatusRevisions,
  timesheets,
} from '../../db/schema';

const timesheetColumns = {
  id: timesheets.id,
  personId: timesheets.personId,
  periodId: timesheets.periodId,
  status: timesheets.status,
  version: timesheets.version,
};

export async function findTimesheetById(executor: Executor, timesheetId: number) {
  const [timesheet] = await executor
    .select(timesheetColumns)
    .from(timesheets)
    .where(eq(timesheets.id, timesheetId));
  return timesheet;
}

/** What the policy needs of a stored timesheet: its owner, their lead and its status. */
export async function findTimesheetRecord(executor: Executor, timesheetId: number) {
  const [record] = await executor
    .select({ ownerId: timesheets.personId, ownerTeamLeadId: people.teamLeadId, status: timesheets.status })
    .from(timesheets)
    .innerJoin(people, eq(people.id, timesheets.personId))
    .where(eq(timesheets.id, timesheetId));
  return record;
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
 * nothing matched; `explainRefusal` then says why.
 */
export async function advanceTimesheet(
  executor: Executor,
  timesheetId: number,
  guard: { fromStatuses: readonly TimesheetStatus[]; expectedVersion: number; toStatus?: TimesheetStatus },
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
  revision: { timesheetId: number; status: TimesheetStatus; note: string | null; actorId: number },
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
      actorFirstName: people.firstName,
      actorLastName: people.lastName,
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

export interface StoredEntry {
  id: number;
  date: string;
  /** Exact decimal text as stored, e.g. "7.50". */
  hours: string;
  note: string | null;
}

/** A row's entries in date order, gathered by the database so a timesheet's rows and entries are one read. */
const rowEntries = sql<StoredEntry[]>`coalesce((
  SELECT json_agg(json_build_object('id', e.id, 'date', e.date::text, 'hours', e.hours::text, 'note', e.note) ORDER BY e.date)
  FROM ${timesheetEntries} AS e WHERE e.row_id = ${timesheetRows.id}), '[]'::json)`;

/**
 * The rows of many timesheets at once, in order, with what the grid shows of their project and their
 * entries: one statement whatever the number of timesheets and rows.
 */
export function listRowsOfTimesheets(executor: Executor, timesheetIds: readonly number[]) {
  if (timesheetIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: timesheetRows.id,
      timesheetId: timesheetRows.timesheetId,
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
      entries: rowEntries,
    })
    .from(timesheetRows)
    .innerJoin(timesheets, eq(timesheets.id, timesheetRows.timesheetId))
    .leftJoin(resources, eq(resources.id, timesheetRows.resourceId))
    .leftJoin(engagementRoles, eq(engagementRoles.id, resources.engagementRoleId))
    .leftJoin(engagements, eq(engagements.id, engagementRoles.engagementId))
    .leftJoin(clients, eq(clients.id, engagements.clientId))
    .leftJoin(additionalProjects, eq(additionalProjects.id, timesheetRows.additionalProjectId))
    .leftJoin(
      additionalProjectAssignments,
      and(
        eq(additionalProjectAssignments.additionalProjectId, timesheetRows.additionalProjectId),
        eq(additionalProjectAssignments.personId, timesheets.personId),
      ),
    )
    .where(inArray(timesheetRows.timesheetId, [...timesheetIds]))
    .orderBy(asc(timesheetRows.timesheetId), asc(timesheetRows.position));
}
export type StoredRow = Awaited<ReturnType<typeof listRowsOfTimesheets>>[number];

/** The period's holidays, as an array column beside each timesheet. */
const periodHolidayDates = sql<string[]>`array(
  SELECT ${holidays.date}::text FROM ${holidays}
  WHERE ${holidays.date} BETWEEN ${timesheetPeriods.startDate} AND ${timesheetPeriods.endDate}
  ORDER BY ${holidays.date})`;

const headColumns = {
  ownerId: people.id,
  ownerFirstName: people.firstName,
  ownerLastName: people.lastName,
  ownerTeamLeadId: people.teamLeadId,
  ownerEmploymentStartDate: people.employmentStartDate,
  periodId: timesheetPeriods.id,
  periodStartDate: timesheetPeriods.startDate,
  periodEndDate: timesheetPeriods.endDate,
  holidayDates: periodHolidayDates,
  timesheetId: timesheets.id,
  status: timesheets.status,
  version: timesheets.version,
};

/**
 * The heads of people's timesheets for one period (owner, period with its holidays, and the stored
 * timesheet, when there is one): one statement for any number of people. The period is named by id or by a
 * date inside it.
 */
export function listTimesheetHeadsOfPeople(
  executor: Executor,
  personIds: readonly number[],
  period: { id: number } | { containing: string },
) {
  return executor
    .select(headColumns)
    .from(people)
    .innerJoin(
      timesheetPeriods,
      'id' in period
        ? eq(timesheetPeriods.id, period.id)
        : and(
            lte(timesheetPeriods.startDate, period.containing),
            gte(timesheetPeriods.endDate, period.containing),
          ),
    )
    .leftJoin(
      timesheets,
      and(eq(timesheets.personId, people.id), eq(timesheets.periodId, timesheetPeriods.id)),
    )
    .where(inArray(people.id, [...personIds]))
    .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id));
}

function listStoredTimesheetHeads(executor: Executor, where: SQL | undefined) {
  return executor
    .select(headColumns)
    .from(timesheets)
    .innerJoin(people, eq(people.id, timesheets.personId))
    .innerJoin(timesheetPeriods, eq(timesheetPeriods.id, timesheets.periodId))
    .where(where)
    .orderBy(asc(timesheetPeriods.startDate), asc(people.lastName), asc(people.firstName), asc(people.id));
}

/** The heads of stored timesheets by id: one statement for any number. */
export function listTimesheetHeadsById(executor: Executor, timesheetIds: readonly number[]) {
  return listStoredTimesheetHeads(executor, inArray(timesheets.id, [...timesheetIds]));
}

/** The heads of the pending timesheets of a lead's team (enabled members), every period, oldest first. */
export function listPendingTimesheetHeadsOfTeam(executor: Executor, leadId: number) {
  return listStoredTimesheetHeads(
    executor,
    and(eq(people.teamLeadId, leadId), eq(people.enabled, true), eq(timesheets.status, 'pending')),
  );
}
/** A timesheet's head: always an owner and a period; the stored timesheet's columns are null before the first save. */
export type TimesheetHead = Awaited<ReturnType<typeof listTimesheetHeadsOfPeople>>[number];

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
