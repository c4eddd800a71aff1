import {
  type ReportRange,
  type ReportRangeDefault,
  reportRangeOf,
  reportRangeProblem,
} from '@timekeep/shared/domain/report-range';
import type {
  BudgetReportQuery,
  ProjectTimeReportQuery,
  ReportTimesheetStatus,
} from '@timekeep/shared/schemas/reports';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { reportScopeOf } from '../../core/reporting/report-scope';
import type { EngagementChoice, EngagementFilters, EntryFilters } from '../../core/reporting/report-sql';
import type { PolicyActor } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ReportSettings } from './report-definition';
import { authorize } from './reports.policy';
import { type BudgetFilters, findReportPerson } from './reports.queries';

/** The dates a run covers (defaults filled in), refused with 400 naming the field when reversed or too long. */
export function reportRange(
  sent: { startDate?: string; endDate?: string },
  fallback: ReportRangeDefault,
  settings: ReportSettings,
): ReportRange {
  const range = reportRangeOf(sent, fallback, settings.today);
  const problem = reportRangeProblem(range, settings.maxDays);
  if (problem) throw new AppError('validation_failed', problem.message, `querystring.${problem.field}`);
  return range;
}

/**
 * Which timesheets' entries count. By default only approved ones: accountants bill and pay from them, and
 * an entry on a timesheet still open may change. Null counts every saved entry.
 */
const countedStatuses: Record<ReportTimesheetStatus, readonly TimesheetStatus[] | null> = {
  approved: ['approved'],
  submitted: ['pending', 'approved'],
  all: null,
};

export function entryFiltersOf(
  actor: PolicyActor,
  range: ReportRange,
  timesheetStatus: ReportTimesheetStatus = 'approved',
): EntryFilters {
  return { range, statuses: countedStatuses[timesheetStatus], scope: reportScopeOf(actor) };
}

/**
 * Refuses an `employeeId` filter naming someone whose rows the caller may not read (403): the scope would
 * only hide their rows, and an empty answer would wrongly read as "no hours". Company-wide callers and
 * callers naming themselves need no lookup.
 */
async function requireReadablePerson(db: Db, actor: PolicyActor, personId: number) {
  if (reportScopeOf(actor).everyone || personId === actor.id) return;
  const person = await findReportPerson(db, personId);
  // Someone who does not exist is refused as someone outside the scope is, so the answer tells neither.
  authorize(actor, 'read', person ?? undefined);
}

/** The accounting and project time filters (the accounting report adds `billable`). */
export async function engagementFiltersOf(
  db: Db,
  actor: PolicyActor,
  query: ProjectTimeReportQuery,
  settings: ReportSettings,
): Promise<EngagementFilters> {
  const range = reportRange(query, 'today', settings);
  if (query.employeeId !== undefined) await requireReadablePerson(db, actor, query.employeeId);
  return {
    ...entryFiltersOf(actor, range, query.timesheetStatus),
    ...engagementChoiceOf(query),
    employeeId: query.employeeId,
  };
}

/** The engagement filters the accounting, project time and budget reports share. */
function engagementChoiceOf(query: BudgetReportQuery): EngagementChoice {
  const { projectId } = query;
  return {
    clientId: query.clientId,
    departmentId: query.departmentId,
    engagementManagerId: query.engagementManagerId,
    engagement:
      projectId === undefined
        ? undefined
        : typeof projectId === 'number'
          ? { id: projectId }
          : { code: projectId },
  };
}

/**
 * The Budget report's filters: its figures are as of `asOf` (today by default), which any day may be (a past
 * day shows the burn as it stood then, counting today's statuses), and whose budgets the caller's scope says.
 */
export function budgetFiltersOf(
  actor: PolicyActor,
  query: BudgetReportQuery,
  settings: ReportSettings,
): BudgetFilters {
  return { ...engagementChoiceOf(query), asOf: query.asOf ?? settings.today, scope: reportScopeOf(actor) };
}
