import type { NotSubmittedStatus } from '@timekeep/shared/schemas/reports';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { and, eq, is, SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportScope } from '../../core/reporting/report-scope';
import { reportScopeCondition } from '../../core/reporting/report-scope';
import {
  type EngagementFilters,
  type EntryFilters,
  engagementConditions,
  engagementsOfRows,
  entriesWithOwners,
  entryConditions,
  expectedToSubmit,
  hasNotSubmitted,
  type OpenStatuses,
  rowsOf,
} from '../../core/reporting/report-sql';
import {
  approvedTimeOffDaysFrom,
  TIME_OFF_CLIENT,
  TIME_OFF_PROJECT_CODE,
  timeOffDayConditions,
} from '../../core/reporting/time-off-days';
import type { Db, Executor } from '../../db/client';
import { isoTimestamp } from '../../db/iso-timestamp';
import {
  additionalProjects,
  clients,
  departments,
  engagementRoles,
  engagements,
  people,
  timesheetEntries,
  timesheetPeriods,
  timesheetRows,
  timesheets,
} from '../../db/schema';

/**
 * The report statements name their fields, each the expression it is read from, and leave the select list
 * open: the spreadsheet reads the fields as columns through a cursor (`columnsOf`), the JSON answer one JSON
 * object per row that the database builds from the same fields (`jsonRowsOf`), with the same joins, filters
 * and order. Dates are text and hours and rates float8, so both drivers and both forms give the same values.
 */

/** A statement's fields by the name a row gives them, each the SQL expression it is read from. */
export type StatementFields<Row> = { readonly [Key in keyof Row]-?: SQL };

/** A report statement with its select list left open (see above). */
export interface ReportStatement<Row> {
  fields: StatementFields<Row>;
  /** The whole statement, with `selection` as its select list. */
  selecting(selection: SQL): SQL;
}

/**
 * A JSON value the database builds, shaped like `Value`: each key an expression, or an object of its own
 * for a nested object.
 */
export type JsonShape<Value> = {
  readonly [Key in keyof Value]-?: Value[Key] extends string | number | boolean | null
    ? SQL
    : JsonShape<Value[Key]>;
};

/** A JSON row as the JSON answer's statement gives it: the object's text. */
export interface JsonRow {
  json: string;
}

/**
 * The JSON text of an object, written compactly (`{"key":value,...}`) by concatenating each value's `to_json`
 * (null as `null`) and nested objects built the same way: about a quarter less work for PostgreSQL than
 * `json_build_object`, whose text also spaces every key and value apart.
 */
function jsonObjectOf(shape: object): SQL {
  const parts = Object.entries(shape).map(([key, value]: [string, SQL | object], index) => {
    const name = `${index === 0 ? '{' : ','}${JSON.stringify(key)}:`;
    const json = is(value, SQL) ? sql`coalesce(to_json(${value})::text, 'null')` : jsonObjectOf(value);
    return sql`${sql.raw(`'${name.replaceAll("'", "''")}'`)}, ${json}`;
  });
  return sql`concat(${sql.join(parts, sql`, `)}, '}')`;
}

/** The statement with its fields as columns named by their keys: rows of `Row`. */
export function columnsOf<Row>(statement: ReportStatement<Row>): SQL {
  const columns = Object.entries<SQL>(statement.fields).map(
    ([name, field]) => sql`${field} AS ${sql.identifier(name)}`,
  );
  return statement.selecting(sql.join(columns, sql`, `));
}

/**
 * The statement with one column, `json`: each row as the text of the JSON object `shape` makes of its fields
 * (the answer's rows, built where the data is, so the server only joins their text).
 */
export function jsonRowsOf<Row, Answer>(
  statement: ReportStatement<Row>,
  shape: (fields: StatementFields<Row>) => JsonShape<Answer>,
): SQL {
  return statement.selecting(sql`${jsonObjectOf(shape(statement.fields))} AS "json"`);
}

/** What the scope rule needs of one person: whether they exist, and their lead. */
export async function findReportPerson(executor: Executor, personId: number) {
  const [person] = await executor
    .select({ personId: people.id, personTeamLeadId: people.teamLeadId })
    .from(people)
    .where(eq(people.id, personId));
  return person;
}

/** The owner of the hours, as `ownerFields` names them. */
export interface OwnerFields {
  userId: number;
  userFirstName: string;
  userLastName: string;
  userEmail: string;
}

/** An entry with its timesheet's status and period, as `entryFields` names them. */
export interface EntryFields {
  id: number;
  date: string;
  hours: number;
  note: string | null;
  timesheetStatus: TimesheetStatus;
  periodStartDate: string;
  periodEndDate: string;
}

/** The fields of `OwnerFields`. */
const ownerFields: StatementFields<OwnerFields> = {
  userId: sql`${people.id}`,
  userFirstName: sql`${people.firstName}`,
  userLastName: sql`${people.lastName}`,
  userEmail: sql`${people.email}`,
};

/** The engagement and client of a row, as `engagementsOfRows` joins them. */
const engagementFields = {
  engagementId: sql`${engagements.id}`,
  engagementName: sql`${engagements.name}`,
  projectCode: sql`${engagements.projectCode}`,
  clientName: sql`${clients.name}`,
};

/** The fields of `EntryFields`. */
const entryFields: StatementFields<EntryFields> = {
  id: sql`${timesheetEntries.id}`,
  date: sql`${timesheetEntries.date}::text`,
  hours: sql`${timesheetEntries.hours}::float8`,
  note: sql`${timesheetEntries.note}`,
  timesheetStatus: sql`${timesheets.status}`,
  periodStartDate: sql`${timesheetPeriods.startDate}::text`,
  periodEndDate: sql`${timesheetPeriods.endDate}::text`,
};

const ownerOrder = sql`${people.lastName}, ${people.firstName}, ${people.id}`;

/** One entry on a client engagement, as the accounting and project time statements give it. */
export interface EngagementEntryRow extends OwnerFields, EntryFields {
  engagementId: number;
  engagementName: string;
  projectCode: string;
  clientId: number;
  clientName: string;
  role: string;
  /** Null when the statement was built without rates. */
  rate: number | null;
  /** When the entry was last changed while its period was closed and reopened (ISO, UTC); null if never. */
  changedAfterCloseAt: string | null;
}

/**
 * Entries on client engagements, by client, project, person and date. Rates are read only when `withRates`:
 * a caller who may not see them gets a statement that never selects them.
 */
export function engagementEntriesStatement(
  filters: EngagementFilters,
  withRates: boolean,
): ReportStatement<EngagementEntryRow> {
  return {
    fields: {
      ...entryFields,
      ...ownerFields,
      ...engagementFields,
      clientId: sql`${clients.id}`,
      role: sql`${engagementRoles.name}`,
      rate: withRates ? sql`${engagementRoles.rate}::float8` : sql`NULL::float8`,
      changedAfterCloseAt: isoTimestamp(sql`${timesheetEntries.savedAfterCloseAt}`),
    },
    selecting: (selection) => sql`SELECT ${selection}
      FROM ${entriesWithOwners} ${engagementsOfRows}
      WHERE ${and(...engagementConditions(filters))}
      ORDER BY ${clients.name}, ${engagements.projectCode}, ${ownerOrder}, ${timesheetEntries.date},
        ${engagementRoles.name}, ${timesheetEntries.id}`,
  };
}

/** One entry on an additional (internal) project. */
export interface AdditionalProjectEntryRow extends OwnerFields, EntryFields {
  additionalProjectId: number;
  additionalProjectName: string;
}

/** Entries on additional projects (one, or all when `additionalProjectId` is undefined), by project, person, date. */
export function additionalProjectEntriesStatement(
  filters: EntryFilters & { additionalProjectId?: number },
): ReportStatement<AdditionalProjectEntryRow> {
  const { additionalProjectId } = filters;
  return {
    fields: {
      ...entryFields,
      ...ownerFields,
      additionalProjectId: sql`${additionalProjects.id}`,
      additionalProjectName: sql`${additionalProjects.name}`,
    },
    selecting: (selection) => sql`SELECT ${selection}
      FROM ${entriesWithOwners}
      JOIN ${additionalProjects} ON ${additionalProjects.id} = ${timesheetRows.additionalProjectId}
      WHERE ${and(
        ...entryConditions(filters),
        additionalProjectId === undefined ? undefined : eq(additionalProjects.id, additionalProjectId),
      )}
      ORDER BY ${additionalProjects.name}, ${ownerOrder}, ${timesheetEntries.date}, ${timesheetEntries.id}`,
  };
}

/** A person's hours on one engagement over the range. */
export interface AllocationRow extends OwnerFields {
  engagementId: number;
  engagementName: string;
  projectCode: string;
  clientName: string;
  department: string | null;
  hours: number;
}

/** The allocation's row as the union below names its columns. */
const allocationField = (column: string) => sql.raw(`allocation.${column}`);

/**
 * Hours per person and engagement, summed by the database, and (issue 39) each person's approved time off per
 * leave type over the range, as a row whose project reads 'Time off: PTO' (the leave type's negative id, code
 * TIME-OFF, client 'Time off'), after the person's engagements: one statement, the two parts joined by UNION ALL. Time off counts by
 * its days' timesheets' statuses, as the entries do.
 */
export function allocationStatement(filters: EntryFilters): ReportStatement<AllocationRow> {
  return {
    fields: {
      userId: allocationField('user_id'),
      userFirstName: allocationField('user_first_name'),
      userLastName: allocationField('user_last_name'),
      userEmail: allocationField('user_email'),
      engagementId: allocationField('engagement_id'),
      engagementName: allocationField('engagement_name'),
      projectCode: allocationField('project_code'),
      clientName: allocationField('client_name'),
      department: allocationField('department'),
      hours: allocationField('hours'),
    },
    selecting: (selection) => sql`SELECT ${selection} FROM (
        SELECT ${people.id} AS user_id, ${people.firstName} AS user_first_name, ${people.lastName} AS user_last_name,
          ${people.email} AS user_email, ${engagements.id} AS engagement_id, ${engagements.name} AS engagement_name,
          ${engagements.projectCode} AS project_code, ${clients.name} AS client_name,
          ${departments.name} AS department, sum(${timesheetEntries.hours})::float8 AS hours, 0 AS time_off
        FROM ${entriesWithOwners} ${engagementsOfRows}
        LEFT JOIN ${departments} ON ${departments.id} = ${engagements.departmentId}
        WHERE ${and(...entryConditions(filters))}
        GROUP BY ${people.id}, ${engagements.id}, ${clients.id}, ${departments.id}
        UNION ALL
        SELECT ${people.id}, ${people.firstName}, ${people.lastName}, ${people.email}, time_off_day.row_id, time_off_day.label,
          ${TIME_OFF_PROJECT_CODE}::text, ${TIME_OFF_CLIENT}::text, NULL, sum(time_off_day.hours)::float8, 1
        FROM ${approvedTimeOffDaysFrom(filters.range)}
        WHERE ${timeOffDayConditions(filters) ?? sql`TRUE`}
        GROUP BY ${people.id}, time_off_day.reason, time_off_day.label, time_off_day.row_id
      ) AS allocation
      ORDER BY allocation.user_last_name, allocation.user_first_name, allocation.user_id, allocation.time_off,
        allocation.client_name, allocation.project_code, allocation.engagement_name`,
  };
}

/** Someone expected to submit a period's timesheet who has not. */
export interface NotSubmittedRow {
  id: number;
  firstName: string;
  lastName: string;
  title: string | null;
  email: string;
  managerFirstName: string | null;
  managerLastName: string | null;
  /** Null when no timesheet was saved for the period. */
  timesheetStatus: NotSubmittedStatus | null;
  totalHours: number;
}

/** The person's team lead: `people` a second time (renders as its alias name alone, so joined `AS` it). */
const teamLead = alias(people, 'team_lead');

/**
 * People expected to submit for the period (enabled, with the employee role, employed by its end) whose
 * timesheet is missing or in one of `openStatuses`, with the hours saved on it, by name.
 */
export function notSubmittedStatement(filters: {
  periodStartDate: string;
  periodEndDate: string;
  openStatuses: OpenStatuses;
  scope: ReportScope;
}): ReportStatement<NotSubmittedRow> {
  return {
    fields: {
      id: sql`${people.id}`,
      firstName: sql`${people.firstName}`,
      lastName: sql`${people.lastName}`,
      title: sql`${people.jobTitle}`,
      email: sql`${people.email}`,
      managerFirstName: sql`${teamLead.firstName}`,
      managerLastName: sql`${teamLead.lastName}`,
      timesheetStatus: sql`${timesheets.status}`,
      totalHours: sql`coalesce((
        SELECT sum(${timesheetEntries.hours}) FROM ${timesheetRows}
        JOIN ${timesheetEntries} ON ${timesheetEntries.rowId} = ${timesheetRows.id}
        WHERE ${timesheetRows.timesheetId} = ${timesheets.id}), 0)::float8`,
    },
    selecting: (selection) => sql`SELECT ${selection}
      FROM ${people}
      LEFT JOIN ${people} AS ${teamLead} ON ${teamLead.id} = ${people.teamLeadId}
      LEFT JOIN ${timesheets} ON ${timesheets.personId} = ${people.id} AND ${timesheets.periodId} = (
        SELECT ${timesheetPeriods.id} FROM ${timesheetPeriods}
        WHERE ${timesheetPeriods.startDate} = ${filters.periodStartDate})
      WHERE ${and(
        expectedToSubmit(filters.periodEndDate),
        hasNotSubmitted(filters.openStatuses),
        reportScopeCondition(filters.scope),
      )}
      ORDER BY ${people.lastName}, ${people.firstName}, ${people.id}`,
  };
}

/** How long one statement of an export may run: its first fetch sorts the whole range. */
const EXPORT_STATEMENT_TIMEOUT_MS = 5 * 60 * 1000;

/** Rows fetched per round trip when a report is streamed. */
const CURSOR_BATCH_SIZE = 500;

/**
 * A report statement read through a cursor, `CURSOR_BATCH_SIZE` rows at a time, in a read-only transaction:
 * memory holds one batch whatever the size of the report. `onBatch` may wait (for a slow download); the
 * transaction stays open meanwhile.
 */
export async function streamReportStatement<Row>(
  db: Db,
  statement: SQL,
  onBatch: (rows: Row[]) => Promise<void>,
): Promise<void> {
  await db.transaction(
    async (tx) => {
      // A cursor is planned for its first tenth by default (fast-start nested loops); an export reads every
      // row, so it is planned for all of them, as the JSON answer of the same statement is. Its first fetch
      // then does the whole join and sort (half a minute for the longest range of a 1,000-person company on
      // two busy cores), so the export's transaction gets its own statement timeout.
      await tx.execute(sql`SET LOCAL cursor_tuple_fraction = 1`);
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${EXPORT_STATEMENT_TIMEOUT_MS}`));
      await tx.execute(sql`DECLARE report_rows NO SCROLL CURSOR FOR ${statement}`);
      for (;;) {
        const rows = rowsOf<Row>(
          await tx.execute(sql.raw(`FETCH FORWARD ${CURSOR_BATCH_SIZE} FROM report_rows`)),
        );
        if (rows.length > 0) await onBatch(rows);
        if (rows.length < CURSOR_BATCH_SIZE) return;
      }
    },
    { accessMode: 'read only' },
  );
}
