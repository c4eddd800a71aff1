import { randomUUID } from 'node:crypto';
import type { BudgetKind, BudgetSpan } from '@timekeep/shared/schemas/budgets';
import type { NotSubmittedStatus } from '@timekeep/shared/schemas/reports';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { and, eq, is, or, SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { budgetBurnSql } from '../../core/reporting/budget-burn';
import type { ReportScope } from '../../core/reporting/report-scope';
import { reportScopeCondition } from '../../core/reporting/report-scope';
import {
  type EngagementChoice,
  type EngagementFilters,
  type EntryFilters,
  engagementChoiceConditions,
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
  engagementBudgets,
  engagementRoles,
  engagements,
  people,
  resources,
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

/** One part of a union statement: each field's expression over its FROM and WHERE (GROUP BY when it sums). */
interface UnionPart<Row> {
  values: StatementFields<Row>;
  from: SQL;
  where: SQL | undefined;
  groupBy?: SQL;
}

/**
 * A statement whose rows come from several parts joined by UNION ALL (issue 39: the entries, then the approved
 * time off): each part selects every field under its name, and the fields read the union's columns, so the
 * JSON answer and the export select them as from one table. Still one statement; `orderBy` names the fields
 * as `alias.field`.
 */
function unionStatement<Row>(
  alias: string,
  parts: readonly UnionPart<Row>[],
  orderBy: (field: (name: keyof Row & string) => SQL) => SQL,
): ReportStatement<Row> {
  const names = Object.keys(parts[0]!.values) as (keyof Row & string)[];
  const field = (name: keyof Row & string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  const selects = parts.map(
    (part) => sql`SELECT ${sql.join(
      names.map((name) => sql`${part.values[name]} AS ${sql.identifier(name)}`),
      sql`, `,
    )}
      FROM ${part.from} WHERE ${part.where ?? sql`TRUE`}${part.groupBy ? sql` GROUP BY ${part.groupBy}` : sql``}`,
  );
  return {
    fields: Object.fromEntries(names.map((name) => [name, field(name)])) as StatementFields<Row>,
    selecting: (selection) => sql`SELECT ${selection}
      FROM (${sql.join(selects, sql` UNION ALL `)}) AS ${sql.identifier(alias)}
      ORDER BY ${orderBy(field)}`,
  };
}

/** What a time-off day's row reads where an entry's fields stand (`approvedTimeOffDaysFrom`). */
const timeOffEntryFields: StatementFields<EntryFields> = {
  id: sql`time_off_day.entry_id`,
  date: sql`time_off_day.date::text`,
  hours: sql`time_off_day.hours::float8`,
  note: sql`NULL::text`,
  timesheetStatus: sql`coalesce(${timesheets.status}, 'unsubmitted')`,
  periodStartDate: sql`coalesce(${timesheetPeriods.startDate}, time_off_day.date)::text`,
  periodEndDate: sql`coalesce(${timesheetPeriods.endDate}, time_off_day.date)::text`,
};

/** The engagement and client of a report row. */
export interface EngagementRowFields {
  engagementId: number;
  engagementName: string;
  projectCode: string;
  clientId: number;
  clientName: string;
}

/** One entry on a client engagement, as the accounting and project time statements give it. */
export interface EngagementEntryRow extends OwnerFields, EntryFields, EngagementRowFields {
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
  const entries: UnionPart<EngagementEntryRow> = {
    values: {
      ...entryFields,
      ...ownerFields,
      ...engagementFields,
      clientId: sql`${clients.id}`,
      role: sql`${engagementRoles.name}`,
      rate: withRates ? sql`${engagementRoles.rate}::float8` : sql`NULL::float8`,
      changedAfterCloseAt: isoTimestamp(sql`${timesheetEntries.savedAfterCloseAt}`),
    },
    from: sql`${entriesWithOwners} ${engagementsOfRows}`,
    where: and(...engagementConditions(filters)),
  };
  // Time off is on no client, engagement or department, and bills nothing: a filter on any leaves it out.
  const withTimeOff =
    filters.billable !== true &&
    filters.clientId === undefined &&
    filters.departmentId === undefined &&
    filters.engagementManagerId === undefined &&
    filters.engagement === undefined;
  const timeOff: UnionPart<EngagementEntryRow> = {
    values: {
      ...timeOffEntryFields,
      ...ownerFields,
      engagementId: sql`time_off_day.row_id`,
      engagementName: sql`time_off_day.label`,
      projectCode: sql`${TIME_OFF_PROJECT_CODE}::text`,
      clientId: sql`time_off_day.row_id`,
      clientName: sql`${TIME_OFF_CLIENT}::text`,
      role: sql`time_off_day.reason_name`,
      rate: sql`NULL::float8`,
      changedAfterCloseAt: sql`NULL::text`,
    },
    from: approvedTimeOffDaysFrom(filters.range),
    where: and(
      timeOffDayConditions(filters),
      filters.employeeId === undefined ? undefined : eq(people.id, filters.employeeId),
    ),
  };
  return unionStatement('report_row', withTimeOff ? [entries, timeOff] : [entries], (field) =>
    sql.join(
      [
        field('clientName'),
        field('projectCode'),
        field('userLastName'),
        field('userFirstName'),
        field('userId'),
        field('date'),
        field('role'),
        field('id'),
      ],
      sql`, `,
    ),
  );
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
  const entries: UnionPart<AdditionalProjectEntryRow> = {
    values: {
      ...entryFields,
      ...ownerFields,
      additionalProjectId: sql`${additionalProjects.id}`,
      additionalProjectName: sql`${additionalProjects.name}`,
    },
    from: sql`${entriesWithOwners}
      JOIN ${additionalProjects} ON ${additionalProjects.id} = ${timesheetRows.additionalProjectId}`,
    where: and(
      ...entryConditions(filters),
      additionalProjectId === undefined ? undefined : eq(additionalProjects.id, additionalProjectId),
    ),
  };
  // Time off stands beside the general projects when all of them are asked for, under its leave type.
  const timeOff: UnionPart<AdditionalProjectEntryRow> = {
    values: {
      ...timeOffEntryFields,
      ...ownerFields,
      additionalProjectId: sql`time_off_day.row_id`,
      additionalProjectName: sql`time_off_day.label`,
    },
    from: approvedTimeOffDaysFrom(filters.range),
    where: timeOffDayConditions(filters),
  };
  return unionStatement(
    'report_row',
    additionalProjectId === undefined ? [entries, timeOff] : [entries],
    (field) =>
      sql.join(
        [
          field('additionalProjectName'),
          field('userLastName'),
          field('userFirstName'),
          field('userId'),
          field('date'),
          field('id'),
        ],
        sql`, `,
      ),
  );
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

/**
 * Hours per person and engagement, summed by the database, and (issue 39) each person's approved time off per
 * leave type over the range, as a row whose project reads 'Time off: PTO' (the leave type's negative id, code
 * TIME-OFF, client 'Time off'), after the person's engagements: one statement, the two parts joined by UNION
 * ALL. Time off counts by its days' timesheets' statuses, as the entries do.
 */
export function allocationStatement(filters: EntryFilters): ReportStatement<AllocationRow> {
  return unionStatement<AllocationRow>(
    'allocation',
    [
      {
        values: {
          ...ownerFields,
          ...engagementFields,
          department: sql`${departments.name}`,
          hours: sql`sum(${timesheetEntries.hours})::float8`,
        },
        from: sql`${entriesWithOwners} ${engagementsOfRows}
          LEFT JOIN ${departments} ON ${departments.id} = ${engagements.departmentId}`,
        where: and(...entryConditions(filters)),
        groupBy: sql`${people.id}, ${engagements.id}, ${clients.id}, ${departments.id}`,
      },
      {
        values: {
          ...ownerFields,
          engagementId: sql`time_off_day.row_id`,
          engagementName: sql`time_off_day.label`,
          projectCode: sql`${TIME_OFF_PROJECT_CODE}::text`,
          clientName: sql`${TIME_OFF_CLIENT}::text`,
          department: sql`NULL::text`,
          hours: sql`sum(time_off_day.hours)::float8`,
        },
        from: approvedTimeOffDaysFrom(filters.range),
        where: timeOffDayConditions(filters),
        groupBy: sql`${people.id}, time_off_day.reason, time_off_day.label, time_off_day.row_id`,
      },
    ],
    // A person's engagements by client and project, then their time off (its negative ids sort it last).
    (field) =>
      sql`${field('userLastName')}, ${field('userFirstName')}, ${field('userId')}, ${field('engagementId')} < 0,
        ${field('clientName')}, ${field('projectCode')}, ${field('engagementName')}`,
  );
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

/** Which budgets the Budget report covers: the day its figures are of, the engagement filters, whose. */
export interface BudgetFilters extends EngagementChoice {
  asOf: string;
  scope: ReportScope;
}

/** A budgeted engagement and its burn (`budgetBurnSql`), as the Budget report's statement gives it. */
export interface BudgetReportStatementRow extends EngagementRowFields {
  engagementManagerFirstName: string | null;
  engagementManagerLastName: string | null;
  kind: BudgetKind;
  span: BudgetSpan;
  spanStart: string | null;
  spanEnd: string | null;
  /** This and the three below are in the budget's unit: null for a fees budget when built without rates. */
  amount: number | null;
  approved: number | null;
  pending: number | null;
  remaining: number | null;
  percentApproved: number;
  percentWithPending: number;
  forecastEndDate: string | null;
  approvedHours: number;
  pendingHours: number;
  /** Null when the statement was built without rates. */
  approvedFees: number | null;
  pendingFees: number | null;
}

const engagementManager = alias(people, 'engagement_manager');

/**
 * Whose budgets a caller without the company-wide reports sees: the engagements they manage, and those someone
 * in their report scope (themselves, the teams they lead or may view as) is assigned to. The figures stay the
 * whole engagement's. On `engagements`; `people` here is the person assigned.
 */
function budgetScopeCondition(scope: ReportScope): SQL | undefined {
  if (scope.everyone) return undefined;
  return or(
    eq(engagements.engagementManagerId, scope.personId),
    sql`EXISTS (SELECT 1 FROM ${engagementRoles}
      JOIN ${resources} ON ${resources.engagementRoleId} = ${engagementRoles.id}
      JOIN ${people} ON ${people.id} = ${resources.personId}
      WHERE ${engagementRoles.engagementId} = ${engagements.id} AND ${reportScopeCondition(scope)})`,
  );
}

/**
 * The budgeted engagements the filters and the scope choose, each with its burn as of `asOf`, by client and
 * project code: the engagement page's figures, because both read `budgetBurnSql`. The filters and the scope
 * narrow the budgets inside the burn, so only the chosen engagements' hours are summed. Without `withRates` the
 * statement never selects a fee: the fee columns, and a fees budget's amounts, are NULL.
 */
export function budgetReportStatement(
  filters: BudgetFilters,
  withRates: boolean,
): ReportStatement<BudgetReportStatementRow> {
  const chosen = and(...engagementChoiceConditions(filters), budgetScopeCondition(filters.scope));
  const budgetCondition = chosen
    ? sql`EXISTS (SELECT 1 FROM ${engagements}
        WHERE ${engagements.id} = ${engagementBudgets.engagementId} AND ${chosen})`
    : undefined;
  const fees = (column: string) => (withRates ? sql.raw(`burn.${column}::float8`) : sql`NULL::float8`);
  const inBudgetUnit = (column: string) =>
    withRates
      ? sql.raw(`burn.${column}::float8`)
      : sql.raw(`CASE WHEN burn.kind = 'fees' THEN NULL ELSE burn.${column}::float8 END`);
  return {
    fields: {
      engagementId: sql`${engagements.id}`,
      engagementName: sql`${engagements.name}`,
      projectCode: sql`${engagements.projectCode}`,
      clientId: sql`${clients.id}`,
      clientName: sql`${clients.name}`,
      engagementManagerFirstName: sql`${engagementManager.firstName}`,
      engagementManagerLastName: sql`${engagementManager.lastName}`,
      kind: sql`burn.kind`,
      span: sql`burn.span`,
      spanStart: sql`burn.span_start::text`,
      spanEnd: sql`burn.span_end::text`,
      amount: inBudgetUnit('amount'),
      approved: inBudgetUnit('approved'),
      pending: inBudgetUnit('pending'),
      remaining: inBudgetUnit('remaining'),
      percentApproved: sql`burn.percent_approved::float8`,
      percentWithPending: sql`burn.percent_with_pending::float8`,
      forecastEndDate: sql`burn.forecast_end_date::text`,
      approvedHours: sql`burn.approved_hours::float8`,
      pendingHours: sql`burn.pending_hours::float8`,
      approvedFees: fees('approved_fees'),
      pendingFees: fees('pending_fees'),
    },
    selecting: (selection) => sql`SELECT ${selection}
      FROM (${budgetBurnSql(sql`${filters.asOf}`, budgetCondition)}) AS burn
      JOIN ${engagements} ON ${engagements.id} = burn.engagement_id
      JOIN ${clients} ON ${clients.id} = ${engagements.clientId}
      LEFT JOIN ${people} AS ${engagementManager} ON ${engagementManager.id} = ${engagements.engagementManagerId}
      ORDER BY ${clients.name}, ${engagements.projectCode}, ${engagements.id}`,
  };
}

/** How long one statement of an export in its request may run: its first fetch sorts the whole range. */
const EXPORT_STATEMENT_TIMEOUT_MS = 5 * 60 * 1000;

/** Rows fetched per round trip when a report is streamed. */
const CURSOR_BATCH_SIZE = 500;

export interface CursorOptions {
  /** The statement timeout of the cursor's statements (its first fetch does the whole sort); 5 minutes by default. */
  timeoutMs?: number;
  /**
   * Declared WITH HOLD in a transaction of its own, then fetched statement by statement outside any: for the
   * embedded database, which serves one statement at a time to everyone, so that a transaction held open for
   * a whole export would hold up every other request (and every write the export itself makes meanwhile).
   * PostgreSQL keeps the cursor's rows when its transaction commits; the cursor is closed at the end.
   */
  held?: boolean;
}

/** A cursor's name of its own, for held cursors that share the embedded database's one session. */
const heldCursorName = () => `report_rows_${randomUUID().replaceAll('-', '')}`;

/**
 * A report statement read through a cursor, `CURSOR_BATCH_SIZE` rows at a time, in a read-only transaction:
 * memory holds one batch whatever the size of the report. `onBatch` may wait (for a slow download); the
 * transaction stays open meanwhile (unless the cursor is `held`).
 */
export async function streamReportStatement<Row>(
  db: Db,
  statement: SQL,
  onBatch: (rows: Row[]) => Promise<void>,
  options: CursorOptions = {},
): Promise<void> {
  const cursor = options.held ? heldCursorName() : 'report_rows';
  const fetchAll = async (executor: Executor) => {
    for (;;) {
      const rows = rowsOf<Row>(
        await executor.execute(sql.raw(`FETCH FORWARD ${CURSOR_BATCH_SIZE} FROM ${cursor}`)),
      );
      if (rows.length > 0) await onBatch(rows);
      if (rows.length < CURSOR_BATCH_SIZE) return;
    }
  };
  await db.transaction(
    async (tx) => {
      // A cursor is planned for its first tenth by default (fast-start nested loops); an export reads every
      // row, so it is planned for all of them, as the JSON answer of the same statement is. Its first fetch
      // then does the whole join and sort (half a minute for the longest range of a 1,000-person company on
      // two busy cores), so the export's transaction gets its own statement timeout.
      await tx.execute(sql`SET LOCAL cursor_tuple_fraction = 1`);
      await tx.execute(
        sql.raw(`SET LOCAL statement_timeout = ${options.timeoutMs ?? EXPORT_STATEMENT_TIMEOUT_MS}`),
      );
      await tx.execute(
        sql`DECLARE ${sql.identifier(cursor)} NO SCROLL CURSOR ${options.held ? sql`WITH HOLD ` : sql``}FOR ${statement}`,
      );
      if (!options.held) await fetchAll(tx);
    },
    { accessMode: 'read only' },
  );
  if (!options.held) return;
  try {
    await fetchAll(db);
  } finally {
    // Closing it frees the rows kept; a failure to close must not hide why the reading stopped.
    await db.execute(sql.raw(`CLOSE ${cursor}`)).catch(() => undefined);
  }
}

/**
 * How many rows the database expects `statement` to give: the top plan node's "Plan Rows" of EXPLAIN (no
 * statement runs). An estimate from the table statistics, good enough to tell a small export from a huge one.
 */
export async function estimateRowCount(executor: Executor, statement: SQL): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(
    await executor.execute(sql`EXPLAIN (FORMAT JSON) ${statement}`),
  );
  const plan = Object.values(row ?? {})[0];
  const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(top?.Plan['Plan Rows'] ?? 0);
}
