import type { RowBudget } from '@timekeep/shared/schemas/budgets';
import type { TimeframeType, TimeOffReason } from '@timekeep/shared/schemas/time-off';
import type { TimesheetRowState, TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { personHolidaysSql } from '../../core/calendar-lookups';
import { notificationCtes } from '../../core/notifications/record-notifications';
import type { NotificationDraft } from '../../core/notifications/workflow-notifications';
import { closedForPerson, nowParameter } from '../../core/period-close';
import { effectiveUtilizationTarget } from '../../core/reporting/utilization-target-sql';
import { isMostRecentDetail } from '../../core/time-off-details';
import type { Executor } from '../../db/client';
import { isoTimestamp } from '../../db/iso-timestamp';
import { preparedPerDatabase } from '../../db/prepared';
import {
  additionalProjectAssignments,
  additionalProjects,
  auditLog,
  clients,
  engagementRoles,
  engagements,
  people,
  resources,
  type SentBackRow,
  timeOffRequestDetails,
  timeOffRequests,
  timesheetEntries,
  timesheetPeriods,
  timesheetRows,
  timesheetStatusRevisions,
  timesheets,
} from '../../db/schema';
import { rowBudgetJson } from '../engagement-budgets';

const timesheetColumns = {
  id: timesheets.id,
  personId: timesheets.personId,
  periodId: timesheets.periodId,
  status: timesheets.status,
  version: timesheets.version,
  periodClosed: closedForPerson(sql`${timesheets.periodId}`, sql`${timesheets.personId}`, nowParameter()),
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

const actingForLead = alias(people, 'acting_for_lead');

/** A timesheet's status changes, oldest first, with who made each (and the lead they stood in for). */
export function listStatusRevisions(executor: Executor, timesheetId: number) {
  return executor
    .select({
      id: timesheetStatusRevisions.id,
      createdAt: timesheetStatusRevisions.createdAt,
      status: timesheetStatusRevisions.status,
      note: timesheetStatusRevisions.note,
      actorFirstName: people.firstName,
      actorLastName: people.lastName,
      actingForFirstName: actingForLead.firstName,
      actingForLastName: actingForLead.lastName,
    })
    .from(timesheetStatusRevisions)
    .innerJoin(people, eq(people.id, timesheetStatusRevisions.actorId))
    .leftJoin(actingForLead, eq(actingForLead.id, timesheetStatusRevisions.actingForId))
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

/** A stored row with what the grid shows of its project, its loggable dates and its entries. */
export interface StoredRow {
  id: number;
  timesheetId: number;
  position: number;
  state: TimesheetRowState;
  resourceId: number | null;
  additionalProjectId: number | null;
  engagementId: number | null;
  engagementName: string | null;
  projectCode: string | null;
  billable: boolean | null;
  roleName: string | null;
  clientName: string | null;
  additionalProjectName: string | null;
  startDate: string | null;
  endDate: string | null;
  entries: StoredEntry[];
  /** The budget of the row's engagement (issue 40), null without one. */
  budget: RowBudget | null;
}

/**
 * The rows of the timesheet in the enclosing statement's `timesheets` (its period the statement's
 * `timesheet_periods`), in order, as one JSON array (empty before the first save): a column, so a timesheet and
 * its rows are one read, each row with its engagement's budget as of the period and the moment `at`.
 */
const rowsOfTimesheetAt = (at: SQL) => sql<StoredRow[]>`coalesce((
  SELECT json_agg(json_build_object(
    'id', ${timesheetRows.id}, 'timesheetId', ${timesheetRows.timesheetId}, 'position', ${timesheetRows.position},
    'state', ${timesheetRows.state}, 'resourceId', ${timesheetRows.resourceId},
    'additionalProjectId', ${timesheetRows.additionalProjectId}, 'engagementId', ${engagements.id},
    'engagementName', ${engagements.name}, 'projectCode', ${engagements.projectCode},
    'billable', ${engagements.billable}, 'roleName', ${engagementRoles.name}, 'clientName', ${clients.name},
    'additionalProjectName', ${additionalProjects.name}, 'startDate', ${rowStartDate}, 'endDate', ${rowEndDate},
    'entries', ${rowEntries},
    'budget', ${rowBudgetJson(sql`${engagements.id}`, sql`${timesheetPeriods.startDate}`, sql`(${at} AT TIME ZONE 'UTC')::date`)})
    ORDER BY ${timesheetRows.position})
  FROM ${timesheetRows}
  LEFT JOIN ${resources} ON ${resources.id} = ${timesheetRows.resourceId}
  LEFT JOIN ${engagementRoles} ON ${engagementRoles.id} = ${resources.engagementRoleId}
  LEFT JOIN ${engagements} ON ${engagements.id} = ${engagementRoles.engagementId}
  LEFT JOIN ${clients} ON ${clients.id} = ${engagements.clientId}
  LEFT JOIN ${additionalProjects} ON ${additionalProjects.id} = ${timesheetRows.additionalProjectId}
  LEFT JOIN ${additionalProjectAssignments}
    ON ${additionalProjectAssignments.additionalProjectId} = ${timesheetRows.additionalProjectId}
    AND ${additionalProjectAssignments.personId} = ${timesheets.personId}
  WHERE ${timesheetRows.timesheetId} = ${timesheets.id}), '[]'::json)`;

/**
 * The hours of the timesheet in the enclosing statement's `timesheets`, as exact hundredths, and how many of
 * them are billable: what the team lists show, summed by the database instead of reading every entry, as
 * columns of the timesheet's head (0 before the first save).
 */
const totalHundredths = sql<number>`(SELECT coalesce(round(sum(e.hours) * 100), 0)::int
  FROM ${timesheetRows} JOIN ${timesheetEntries} AS e ON e.row_id = ${timesheetRows.id}
  WHERE ${timesheetRows.timesheetId} = ${timesheets.id})`;
const billableHundredths = sql<number>`(SELECT coalesce(round(sum(e.hours) * 100), 0)::int
  FROM ${timesheetRows} JOIN ${timesheetEntries} AS e ON e.row_id = ${timesheetRows.id}
  JOIN ${resources} ON ${resources.id} = ${timesheetRows.resourceId}
  JOIN ${engagementRoles} ON ${engagementRoles.id} = ${resources.engagementRoleId}
  JOIN ${engagements} ON ${engagements.id} = ${engagementRoles.engagementId}
  WHERE ${timesheetRows.timesheetId} = ${timesheets.id} AND ${engagements.billable})`;

/** A holiday of a timesheet's owner: the company's, or their office's on that day. */
export interface PeriodHoliday {
  date: string;
  name: string;
}

/** The owner's holidays in the period, in date order, as a JSON array column beside each timesheet. */
const periodHolidays = sql<PeriodHoliday[]>`coalesce((
  SELECT json_agg(json_build_object('date', day.date::text, 'name', day.name) ORDER BY day.date)
  FROM ${personHolidaysSql(
    sql`${people.id}`,
    sql`${timesheetPeriods.startDate}`,
    sql`${timesheetPeriods.endDate}`,
  )} AS day), '[]'::json)`;

/** A time-off request of a timesheet's owner as stored; hours are exact decimal text. */
export interface StoredTimeOff {
  status: 'approved' | 'pending';
  reason: TimeOffReason;
  timeframeType: TimeframeType;
  startDate: string;
  endDate: string;
  hours: string;
  hoursWorkday: number;
  includeWeekends: boolean;
}

/**
 * The owner's approved and pending requests that share a day with the period, as a JSON array column beside
 * each timesheet: capacity takes the approved ones off, and the day marks show both. Read by the person's
 * index on their requests' dates, in the same statement as the head.
 */
const ownerTimeOff = sql<StoredTimeOff[]>`coalesce((
  SELECT json_agg(json_build_object(
    'status', ${timeOffRequests.status}, 'reason', ${timeOffRequestDetails.reason},
    'timeframeType', ${timeOffRequestDetails.timeframeType}, 'startDate', ${timeOffRequests.startDate}::text,
    'endDate', ${timeOffRequests.endDate}::text, 'hours', ${timeOffRequestDetails.hours}::text,
    'hoursWorkday', ${timeOffRequestDetails.hoursWorkday}, 'includeWeekends', ${timeOffRequestDetails.includeWeekends})
    ORDER BY ${timeOffRequests.startDate}, ${timeOffRequests.id})
  FROM ${timeOffRequests} JOIN ${timeOffRequestDetails} ON ${isMostRecentDetail}
  WHERE ${timeOffRequests.personId} = ${people.id} AND ${timeOffRequests.status} IN ('approved', 'pending')
    AND ${timeOffRequests.startDate} <= ${timesheetPeriods.endDate}
    AND ${timeOffRequests.endDate} >= ${timesheetPeriods.startDate}), '[]'::json)`;

/** A timesheet's head: always an owner and a period; the stored timesheet's columns are null before the first save. */
export interface TimesheetHead {
  ownerId: number;
  ownerFirstName: string;
  ownerLastName: string;
  ownerTeamLeadId: number | null;
  ownerEmploymentStartDate: string | null;
  periodId: number;
  periodStartDate: string;
  periodEndDate: string;
  /** Whether the period is closed for the owner now (closed by an admin, and not reopened for them). */
  periodClosed: boolean;
  holidays: PeriodHoliday[];
  timeOff: StoredTimeOff[];
  timesheetId: number | null;
  status: TimesheetStatus | null;
  version: number | null;
  /** The lead who changed the saved rows submitting it on the owner's behalf (they may not approve it). */
  changedOnBehalfBy: number | null;
  /** When approved time off on its days changed after it was submitted or approved (ISO, UTC), or null. */
  timeOffChangedAt: string | null;
}

/** A head with its rows: a whole timesheet. */
export type TimesheetWithRows = TimesheetHead & { rows: StoredRow[]; sentBack: StoredSentBack | null };

/**
 * A head with its hours summed, as exact hundredths, and the owner's effective utilization target (issue 40):
 * what the team lists show of a timesheet.
 */
export type TimesheetHeadWithTotals = TimesheetHead & {
  totalHundredths: number;
  billableHundredths: number;
  utilizationTarget: number | null;
};

/** The head's columns, the period closed or not for the owner at the moment `at` (see `closedForPerson`). */
const headColumnsAt = (at: SQL) => ({
  ownerId: people.id,
  ownerFirstName: people.firstName,
  ownerLastName: people.lastName,
  ownerTeamLeadId: people.teamLeadId,
  ownerEmploymentStartDate: people.employmentStartDate,
  periodId: timesheetPeriods.id,
  periodStartDate: timesheetPeriods.startDate,
  periodEndDate: timesheetPeriods.endDate,
  periodClosed: closedForPerson(sql`${timesheetPeriods.id}`, sql`${people.id}`, at),
  holidays: periodHolidays,
  timeOff: ownerTimeOff,
  timesheetId: timesheets.id,
  status: timesheets.status,
  version: timesheets.version,
  changedOnBehalfBy: timesheets.changedOnBehalfBy,
  timeOffChangedAt: isoTimestamp(sql`${timesheets.timeOffChangedAt}`),
});

/** The last time a lead sent the timesheet back: how, when (ISO, UTC) and its rows as they stood. */
export interface StoredSentBack {
  status: TimesheetStatus;
  at: string;
  rows: SentBackRow[];
}

/**
 * The latest revision of the timesheet in the enclosing statement's `timesheets` that kept its rows (a lead
 * sent it back), as a column; null when none did.
 */
const lastSentBack = sql<StoredSentBack | null>`(
  SELECT json_build_object('status', revision.status,
    'at', ${isoTimestamp(sql`revision.created_at`)}, 'rows', revision.rows)
  FROM ${timesheetStatusRevisions} AS revision
  WHERE revision.timesheet_id = ${timesheets.id} AND revision.rows IS NOT NULL
  ORDER BY revision.created_at DESC, revision.id DESC LIMIT 1)`;

/** A head with its rows: a whole timesheet in one read, with its last sending back. */
const timesheetColumnsWithRowsAt = (at: SQL) => ({
  ...headColumnsAt(at),
  rows: rowsOfTimesheetAt(at),
  sentBack: lastSentBack,
});

const headColumnsWithTotalsAt = (at: SQL) => ({
  ...headColumnsAt(at),
  totalHundredths,
  billableHundredths,
  utilizationTarget: effectiveUtilizationTarget(),
});

/** The app's clock, as the `now` parameter of a prepared read. */
const nowPlaceholder = sql`${sql.placeholder('now')}::timestamptz`;
const nowValue = () => new Date().toISOString();

const ownTimesheet = and(eq(timesheets.personId, people.id), eq(timesheets.periodId, timesheetPeriods.id));
const byName = [asc(people.lastName), asc(people.firstName), asc(people.id)];

/** The enabled members of the lead named by the `leadId` parameter: a scalar, so one generic plan serves every lead. */
const inTeamOfLead = and(eq(people.teamLeadId, sql.placeholder('leadId')), eq(people.enabled, true));

/**
 * One person's timesheet of a period, with its rows. The person is a scalar parameter, not `ANY` of a list:
 * PostgreSQL then reuses one generic plan for the prepared statement. Against a list it estimates ten
 * people for the generic plan, finds it dearer than a plan made for the values, and plans every call again
 * (1.2 ms of planning for 0.4 ms of work, on the hottest read).
 */
function timesheetOfPersonIn(executor: Executor, periodCondition: SQL | undefined, name: string) {
  return executor
    .select(timesheetColumnsWithRowsAt(nowPlaceholder))
    .from(people)
    .innerJoin(timesheetPeriods, periodCondition)
    .leftJoin(timesheets, ownTimesheet)
    .where(eq(people.id, sql.placeholder('personId')))
    .prepare(name);
}

const inPeriod = eq(timesheetPeriods.id, sql.placeholder('periodId'));
// The period containing the date, found first as a scalar subquery (periods never overlap): the planner then
// knows it joins one period, and reads each person's timesheet by its unique index. Joined on the date range
// instead, it guessed two dozen periods and, for a team, hashed every timesheet of every year (40-140 ms
// against 3 ms for a lead of 31 on the five-year company).
const onDate = eq(
  timesheetPeriods.id,
  sql`(SELECT ${timesheetPeriods.id} FROM ${timesheetPeriods}
    WHERE ${sql.placeholder('date')}::date BETWEEN ${timesheetPeriods.startDate} AND ${timesheetPeriods.endDate})`,
);
const teamTotalsOnDate = preparedPerDatabase((executor) =>
  executor
    .select(headColumnsWithTotalsAt(nowPlaceholder))
    .from(people)
    .innerJoin(timesheetPeriods, onDate)
    .leftJoin(timesheets, ownTimesheet)
    .where(inTeamOfLead)
    .orderBy(...byName)
    .prepare('team_timesheet_totals_on_date'),
);
const timesheetInPeriod = preparedPerDatabase((executor) =>
  timesheetOfPersonIn(executor, inPeriod, 'timesheet_of_person_in_period'),
);
const timesheetOnDate = preparedPerDatabase((executor) =>
  timesheetOfPersonIn(executor, onDate, 'timesheet_of_person_on_date'),
);

type PeriodOf = { id: number } | { containing: string };

/**
 * The heads of the timesheets of a lead's team (enabled members) for the period holding a date (owner,
 * period with its holidays, and the stored timesheet, when there is one) with their hours summed: one
 * prepared statement whatever the team's size. None for an empty team, or a date in no period.
 */
export function listTeamTimesheetTotals(
  executor: Executor,
  leadId: number,
  period: { containing: string },
): Promise<TimesheetHeadWithTotals[]> {
  return teamTotalsOnDate(executor).execute({ leadId, date: period.containing, now: nowValue() });
}

/**
 * A person's timesheet (head and rows, in one prepared statement) for a period named by id or by a date
 * inside it; none when the person or the period does not exist.
 */
export async function findTimesheetOfPerson(
  executor: Executor,
  personId: number,
  period: PeriodOf,
): Promise<TimesheetWithRows | undefined> {
  const [found] = await ('id' in period
    ? timesheetInPeriod(executor).execute({ personId, periodId: period.id, now: nowValue() })
    : timesheetOnDate(executor).execute({ personId, date: period.containing, now: nowValue() }));
  return found;
}

/** Stored timesheets by id, each head with its rows: one statement for any number. */
export function listTimesheetsById(
  executor: Executor,
  timesheetIds: readonly number[],
): Promise<TimesheetWithRows[]> {
  return executor
    .select(timesheetColumnsWithRowsAt(nowParameter()))
    .from(timesheets)
    .innerJoin(people, eq(people.id, timesheets.personId))
    .innerJoin(timesheetPeriods, eq(timesheetPeriods.id, timesheets.periodId))
    .where(inArray(timesheets.id, [...timesheetIds]))
    .orderBy(asc(timesheetPeriods.startDate), ...byName);
}

const pendingTotalsOfTeam = preparedPerDatabase((executor) =>
  executor
    .select(headColumnsWithTotalsAt(nowPlaceholder))
    .from(timesheets)
    .innerJoin(people, eq(people.id, timesheets.personId))
    .innerJoin(timesheetPeriods, eq(timesheetPeriods.id, timesheets.periodId))
    .where(and(inTeamOfLead, eq(timesheets.status, 'pending')))
    .orderBy(asc(timesheetPeriods.startDate), ...byName)
    .prepare('pending_timesheet_totals_of_team'),
);

/**
 * The heads of the pending timesheets of a lead's team (enabled members), every period, oldest first, with
 * their hours summed: one prepared statement.
 */
export function listPendingTimesheetTotalsOfTeam(
  executor: Executor,
  leadId: number,
): Promise<TimesheetHeadWithTotals[]> {
  return pendingTotalsOfTeam(executor).execute({ leadId, now: nowValue() });
}

/** Rows to store, in display order: kept rows carry their id, new rows none. Hours are exact decimal text. */
export interface RowToStore {
  id: number | undefined;
  resourceId: number | null;
  additionalProjectId: number | null;
  entries: { date: string; hours: string; note: string | null }[];
}

/** How a write reaches its timesheet: the first save creates it; every later write moves it on under guard. */
export type TimesheetTarget =
  | { kind: 'create'; personId: number; periodId: number }
  | {
      kind: 'advance';
      timesheetId: number;
      /** The write matches only at this version... */
      expectedVersion: number;
      /** ...and in one of these statuses: status and version are checked by the statement that writes. */
      fromStatuses: readonly TimesheetStatus[];
      toStatus?: TimesheetStatus;
      /**
       * The lead who changed the saved rows submitting it on the owner's behalf, kept until the next change
       * of status (which clears it), so that lead cannot approve what they changed.
       */
      changedOnBehalfBy?: number;
    };

function targetStatement(target: TimesheetTarget): SQL {
  if (target.kind === 'create') {
    return sql`INSERT INTO ${timesheets} (person_id, period_id, status, version)
      VALUES (${target.personId}, ${target.periodId}, 'unsubmitted', 1)
      RETURNING id, person_id, period_id, status, version, changed_on_behalf_by`;
  }
  const status = target.toStatus ? sql`${target.toStatus}` : sql`status`;
  const changedOnBehalfBy = target.toStatus
    ? sql`${target.changedOnBehalfBy ?? null}`
    : sql`changed_on_behalf_by`;
  // A change of status clears the time-off mark (issue 39): its lead has the timesheet as it is now.
  const timeOffChangedAt = target.toStatus ? sql`NULL` : sql`time_off_changed_at`;
  return sql`UPDATE ${timesheets} SET version = version + 1, updated_at = now(), status = ${status},
      changed_on_behalf_by = ${changedOnBehalfBy}, time_off_changed_at = ${timeOffChangedAt}
    WHERE id = ${target.timesheetId} AND version = ${target.expectedVersion}
      AND status IN (${sql.join(
        target.fromStatuses.map((fromStatus) => sql`${fromStatus}`),
        sql`, `,
      )})
      AND ${periodOpenToWrite()}
    RETURNING id, person_id, period_id, status, version, changed_on_behalf_by`;
}

/**
 * The guard of every write that moves a stored timesheet on: its period is not closed for its owner now, and
 * it is locked (shared) until the write commits, so an admin's close waits for the write or the write sees it.
 */
export function periodOpenToWrite(): SQL {
  return sql`NOT ${closedForPerson(sql`${timesheets.periodId}`, sql`${timesheets.personId}`, nowParameter())}
      AND EXISTS (SELECT 1 FROM ${timesheetPeriods} AS period WHERE period.id = ${timesheets.periodId} FOR SHARE)`;
}

/**
 * The rows replaced, in display order: open rows not sent are deleted, kept rows move to their position, new
 * rows are added, closed rows go after them in their order, and entries are written (an entry not sent any
 * more is deleted). Positions are unique through a deferrable constraint, checked when the statement ends.
 */
function rowStatements(rows: RowToStore[]): SQL {
  const entries = rows.flatMap((row, position) => row.entries.map((entry) => ({ position, ...entry })));
  return sql`,
    input_rows AS (SELECT * FROM unnest(
      ${sql.param(rows.map((row) => row.id ?? null))}::int[],
      ${sql.param(rows.map((_row, position) => position))}::int[],
      ${sql.param(rows.map((row) => row.resourceId))}::int[],
      ${sql.param(rows.map((row) => row.additionalProjectId))}::int[]
    ) AS input(id, position, resource_id, additional_project_id)),
    input_entries AS (SELECT * FROM unnest(
      ${sql.param(entries.map((entry) => entry.position))}::int[],
      ${sql.param(entries.map((entry) => entry.date))}::date[],
      ${sql.param(entries.map((entry) => entry.hours))}::numeric[],
      ${sql.param(entries.map((entry) => entry.note))}::text[]
    ) AS input(position, date, hours, note)),
    removed AS (
      DELETE FROM ${timesheetRows} AS row USING target
      WHERE row.timesheet_id = target.id AND row.state = 'open'
        AND NOT EXISTS (SELECT 1 FROM input_rows WHERE input_rows.id = row.id)),
    kept AS (
      UPDATE ${timesheetRows} AS row SET position = input_rows.position, resource_id = input_rows.resource_id,
        additional_project_id = input_rows.additional_project_id
      FROM input_rows, target
      WHERE row.id = input_rows.id AND row.timesheet_id = target.id AND row.state = 'open'
      RETURNING row.id, input_rows.position),
    added AS (
      INSERT INTO ${timesheetRows} (timesheet_id, position, resource_id, additional_project_id)
      SELECT target.id, input_rows.position, input_rows.resource_id, input_rows.additional_project_id
      FROM input_rows, target WHERE input_rows.id IS NULL
      RETURNING id, position),
    closed AS (
      UPDATE ${timesheetRows} AS row SET position = ${rows.length - 1} + ranked.rank
      FROM (SELECT closed_row.id, row_number() OVER (ORDER BY closed_row.position) AS rank
            FROM ${timesheetRows} AS closed_row, target
            WHERE closed_row.timesheet_id = target.id AND closed_row.state = 'closed') AS ranked
      WHERE row.id = ranked.id),
    row_ids AS (SELECT id, position FROM kept UNION ALL SELECT id, position FROM added),
    stale_entries AS (
      DELETE FROM ${timesheetEntries} AS entry USING kept
      WHERE entry.row_id = kept.id AND NOT EXISTS (
        SELECT 1 FROM input_entries WHERE input_entries.position = kept.position AND input_entries.date = entry.date)),
    reopened AS (
      SELECT CASE WHEN period.closed_at IS NOT NULL THEN now() END AS saved_at
      FROM ${timesheetPeriods} AS period, target WHERE period.id = target.period_id),
    written_entries AS (
      INSERT INTO ${timesheetEntries} AS entry (row_id, date, hours, note, saved_after_close_at)
      SELECT row_ids.id, input_entries.date, input_entries.hours, input_entries.note, reopened.saved_at
      FROM input_entries JOIN row_ids ON row_ids.position = input_entries.position, reopened
      ON CONFLICT (row_id, date) DO UPDATE SET hours = excluded.hours, note = excluded.note,
        saved_after_close_at = CASE
          WHEN (entry.hours, entry.note) IS DISTINCT FROM (excluded.hours, excluded.note)
            THEN coalesce(excluded.saved_after_close_at, entry.saved_after_close_at)
          ELSE entry.saved_after_close_at END)`;
}

export interface WrittenTimesheet {
  id: number;
  personId: number;
  periodId: number;
  status: TimesheetStatus;
  version: number;
  changedOnBehalfBy: number | null;
}

/** The audit log's name for each write: a first save, a later save, or the status it moves to. */
function timesheetAuditAction(target: TimesheetTarget): string {
  if (target.kind === 'create') return 'timesheet_created';
  switch (target.toStatus) {
    case undefined:
      return 'timesheet_saved';
    case 'pending':
      return 'timesheet_submitted';
    case 'unsubmitted':
      return 'timesheet_rescinded';
    default:
      return `timesheet_${target.toStatus}`;
  }
}

/** A stored timesheet's open rows with their entries, in order, as JSON: what a save may change. */
const storedOpenRowsJson = sql`(
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'resourceId', row.resource_id, 'additionalProjectId', row.additional_project_id,
    'entries', (SELECT coalesce(jsonb_agg(jsonb_build_object('date', entry.date, 'hours', entry.hours, 'note', entry.note)
                ORDER BY entry.date), '[]'::jsonb)
                FROM ${timesheetEntries} AS entry WHERE entry.row_id = row.id)) ORDER BY row.position), '[]'::jsonb)
  FROM ${timesheetRows} AS row WHERE row.timesheet_id = previous.id AND row.state = 'open')`;

/** The open rows a save writes, as the audit log shows them (the same shape as `storedOpenRowsJson`). */
function sentRowsJson(rows: RowToStore[]) {
  return rows.map((row) => ({
    resourceId: row.resourceId,
    additionalProjectId: row.additionalProjectId,
    entries: row.entries.map((entry) => ({ date: entry.date, hours: Number(entry.hours), note: entry.note })),
  }));
}

/**
 * The audit entry of a write, in the same statement: the timesheet before (read from the statement's
 * snapshot, so as it was before this write; none for a first save) and after, with its open rows when the
 * write replaced them (closed rows never change in a write), marked when its period was closed and reopened.
 */
function auditStatement(
  target: TimesheetTarget,
  rows: RowToStore[] | undefined,
  by: { actorId: number; actingForId: number | null },
  note: string | null,
): SQL {
  const withRows = rows !== undefined;
  const before = sql`(SELECT jsonb_build_object('status', previous.status, 'version', previous.version
      ${withRows ? sql`, 'rows', ${storedOpenRowsJson}` : sql``})
    FROM ${timesheets} AS previous WHERE previous.id = target.id)`;
  const after = sql`jsonb_build_object('status', target.status, 'version', target.version
      ${withRows ? sql`, 'rows', ${JSON.stringify(sentRowsJson(rows))}::jsonb` : sql``}
      ${note === null ? sql`` : sql`, 'note', ${note}::text`})`;
  // A write while its closed period is reopened for the owner says so (issue 38).
  const detail = sql`(SELECT CASE WHEN period.closed_at IS NOT NULL THEN jsonb_build_object('whileReopened', true) END
    FROM ${timesheetPeriods} AS period WHERE period.id = target.period_id)`;
  return sql`,
    audit AS (
      INSERT INTO ${auditLog} (actor_id, acting_for_id, action, entity_type, entity_id, before, after, detail)
      SELECT ${by.actorId}::int, ${by.actingForId}::int, ${timesheetAuditAction(target)}, 'timesheet',
        target.id::text, ${before}, ${after}, ${detail}
      FROM target)`;
}

/** The statuses by which a lead sends a timesheet back to its owner: their revisions keep the rows as they stood. */
const sentBackStatuses: readonly TimesheetStatus[] = ['rejected', 'unapproved'];

export function sendsBack(status: TimesheetStatus): boolean {
  return sentBackStatuses.includes(status);
}

/**
 * The target timesheet's rows with their entries, as a lead sends it back (a change of status alone, so as they
 * are stored): what the review of the next submission compares with. Each row is named as the grid names it
 * (project code and role, or the additional project), so a row removed since still reads.
 */
export const sentBackRowsJson = sql`(
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'resourceId', sent_row.resource_id, 'additionalProjectId', sent_row.additional_project_id,
    'label', coalesce(sent_engagement.project_code || ' ' || sent_role.name, sent_project.name, ''),
    'entries', (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'date', entry.date::text, 'hours', entry.hours, 'note', entry.note) ORDER BY entry.date), '[]'::jsonb)
      FROM ${timesheetEntries} AS entry WHERE entry.row_id = sent_row.id)) ORDER BY sent_row.position), '[]'::jsonb)
  FROM ${timesheetRows} AS sent_row
  LEFT JOIN ${resources} AS sent_resource ON sent_resource.id = sent_row.resource_id
  LEFT JOIN ${engagementRoles} AS sent_role ON sent_role.id = sent_resource.engagement_role_id
  LEFT JOIN ${engagements} AS sent_engagement ON sent_engagement.id = sent_role.engagement_id
  LEFT JOIN ${additionalProjects} AS sent_project ON sent_project.id = sent_row.additional_project_id
  WHERE sent_row.timesheet_id = target.id)`;

/**
 * Every write to a timesheet, as ONE statement (so it is atomic without a transaction): create it or move
 * it on (version and status checked as it writes), replace its rows and entries when given, record a
 * status revision when given, append the audit entry (who, before and after), and the notification of the
 * step when given (the outbox: it exists exactly when the change does). Answers the timesheet as written, or
 * undefined when the guard matched nothing (nothing at all is written then; `explainRefusal` says why).
 */
export async function writeTimesheet(
  executor: Executor,
  target: TimesheetTarget,
  rows: RowToStore[] | undefined,
  actorId: number,
  revision?: { status: TimesheetStatus; note: string | null; actingForId?: number | null },
  notifications: readonly NotificationDraft[] = [],
) {
  const actingForId = revision?.actingForId ?? null;
  const revisionStatement = revision
    ? sql`,
    revision AS (
      INSERT INTO ${timesheetStatusRevisions} (timesheet_id, status, note, actor_id, acting_for_id, rows)
      SELECT target.id, ${revision.status}, ${revision.note}, ${actorId}, ${actingForId}::int,
        ${sendsBack(revision.status) ? sentBackRowsJson : sql`NULL`} FROM target)`
    : sql``;
  const notificationStatement =
    notifications.length > 0
      ? sql`,
    ${await notificationCtes(notifications, sql`EXISTS (SELECT 1 FROM target)`)}`
      : sql``;
  const result =
    await executor.execute(sql`WITH target AS (${targetStatement(target)})${rows ? rowStatements(rows) : sql``}${revisionStatement}${auditStatement(target, rows, { actorId, actingForId }, revision?.note ?? null)}${notificationStatement}
    SELECT id, person_id AS "personId", period_id AS "periodId", status, version,
      changed_on_behalf_by AS "changedOnBehalfBy" FROM target`);
  return (result as unknown as { rows: WrittenTimesheet[] }).rows[0];
}

/**
 * What rows log to, by name, in one statement: "Engagement, Role" for a resource (keyed `resource:id`), the
 * project's name for an additional project (keyed `project:id`).
 */
export async function findRowLabels(
  executor: Executor,
  resourceIds: readonly number[],
  additionalProjectIds: readonly number[],
): Promise<Map<string, string>> {
  const result = await executor.execute(sql`
    SELECT 'resource:' || ${resources.id} AS key, ${engagements.name} || ', ' || ${engagementRoles.name} AS label
    FROM ${resources}
    JOIN ${engagementRoles} ON ${engagementRoles.id} = ${resources.engagementRoleId}
    JOIN ${engagements} ON ${engagements.id} = ${engagementRoles.engagementId}
    WHERE ${resources.id} = ANY(${sql.param([...resourceIds])}::int[])
    UNION ALL
    SELECT 'project:' || ${additionalProjects.id}, ${additionalProjects.name}
    FROM ${additionalProjects}
    WHERE ${additionalProjects.id} = ANY(${sql.param([...additionalProjectIds])}::int[])`);
  const rows = (result as unknown as { rows: { key: string; label: string }[] }).rows;
  return new Map(rows.map((row) => [row.key, row.label]));
}
