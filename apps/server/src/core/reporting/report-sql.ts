import type { ReportRange } from '@timekeep/shared/domain/report-range';
import type { NotSubmittedStatus } from '@timekeep/shared/schemas/reports';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { and, between, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  clients,
  engagementRoles,
  engagements,
  people,
  resources,
  timesheetEntries,
  timesheetPeriods,
  timesheetRows,
  timesheets,
} from '../../db/schema';
import { type ReportScope, reportScopeCondition } from './report-scope';

// The reporting SQL that the reports, the insights and the reminders share: whose entries, which
// engagements, who was expected to submit, and running a statement whole.

/** What every entry report filters on: its dates, the timesheet statuses it counts, and whose rows. */
export interface EntryFilters {
  range: ReportRange;
  /** Null counts every saved entry. */
  statuses: readonly TimesheetStatus[] | null;
  scope: ReportScope;
}

/** Which engagements: the filters of the accounting, project time and budget reports on the engagement. */
export interface EngagementChoice {
  clientId?: number;
  departmentId?: number;
  engagementManagerId?: number;
  engagement?: { id: number } | { code: string };
}

/** The engagement filters of the accounting and project time reports. */
export interface EngagementFilters extends EntryFilters, EngagementChoice {
  billable?: boolean;
  employeeId?: number;
}

/** Entries with their row, timesheet, period and owner: the owner is `people`, which the scope reads. */
export const entriesWithOwners = sql`${timesheetEntries}
  JOIN ${timesheetRows} ON ${timesheetRows.id} = ${timesheetEntries.rowId}
  JOIN ${timesheets} ON ${timesheets.id} = ${timesheetRows.timesheetId}
  JOIN ${timesheetPeriods} ON ${timesheetPeriods.id} = ${timesheets.periodId}
  JOIN ${people} ON ${people.id} = ${timesheets.personId}`;

/** A client row's engagement role, engagement and client (additional-project rows drop out). */
export const engagementsOfRows = sql`JOIN ${resources} ON ${resources.id} = ${timesheetRows.resourceId}
  JOIN ${engagementRoles} ON ${engagementRoles.id} = ${resources.engagementRoleId}
  JOIN ${engagements} ON ${engagements.id} = ${engagementRoles.engagementId}
  JOIN ${clients} ON ${clients.id} = ${engagements.clientId}`;

export function entryConditions(filters: EntryFilters): (SQL | undefined)[] {
  return [
    between(timesheetEntries.date, filters.range.startDate, filters.range.endDate),
    // Implied by the one above (an entry lies in its timesheet's period, checked when it is saved), but it
    // lets the planner reach the few timesheets of the range through their period instead of all of them.
    lte(timesheetPeriods.startDate, filters.range.endDate),
    gte(timesheetPeriods.endDate, filters.range.startDate),
    filters.statuses ? inArray(timesheets.status, [...filters.statuses]) : undefined,
    reportScopeCondition(filters.scope),
  ];
}

/** The conditions of an `EngagementChoice`, on `engagements`. */
export function engagementChoiceConditions(choice: EngagementChoice): (SQL | undefined)[] {
  const { engagement } = choice;
  return [
    choice.clientId === undefined ? undefined : eq(engagements.clientId, choice.clientId),
    choice.departmentId === undefined ? undefined : eq(engagements.departmentId, choice.departmentId),
    choice.engagementManagerId === undefined
      ? undefined
      : eq(engagements.engagementManagerId, choice.engagementManagerId),
    engagement === undefined
      ? undefined
      : 'id' in engagement
        ? eq(engagements.id, engagement.id)
        : eq(engagements.projectCode, engagement.code),
  ];
}

export function engagementConditions(filters: EngagementFilters): (SQL | undefined)[] {
  return [
    ...entryConditions(filters),
    filters.billable === undefined ? undefined : eq(engagements.billable, filters.billable),
    filters.employeeId === undefined ? undefined : eq(people.id, filters.employeeId),
    ...engagementChoiceConditions(filters),
  ];
}

/** The statuses a timesheet may have and still count as not submitted (no timesheet counts too). */
export type OpenStatuses = readonly NotSubmittedStatus[];

/**
 * Who is expected to submit a period's timesheet (enabled, with the employee role, employed by the period's
 * end) and has not: `timesheets` is their timesheet of the period, LEFT JOINed, so missing or in one of
 * `openStatuses`. The not-submitted report and its Insights chart both count by these two conditions.
 */
export function expectedToSubmit(periodEndDate: SQL | string): SQL {
  return and(
    eq(people.enabled, true),
    sql`'employee' = ANY(${people.roles})`,
    lte(people.employmentStartDate, periodEndDate),
  )!;
}

export function hasNotSubmitted(openStatuses: OpenStatuses): SQL {
  return or(isNull(timesheets.id), inArray(timesheets.status, [...openStatuses]))!;
}

export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** A report statement run whole: one statement, whatever the number of rows. */
export async function runReportStatement<Row>(executor: Executor, statement: SQL): Promise<Row[]> {
  return rowsOf<Row>(await executor.execute(statement));
}
