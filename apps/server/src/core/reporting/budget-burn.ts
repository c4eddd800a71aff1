import { type SQL, sql } from 'drizzle-orm';
import {
  engagementBudgets,
  engagementRoles,
  resources,
  submittedRoleHours,
  timesheetEntries,
  timesheetRows,
} from '../../db/schema';

// How much of each engagement's budget is burnt, as one SELECT that the engagement page, the budget alerts and
// the Budget report all read, so their figures agree.

/** The days of pace a forecast reads: the last four weeks up to the day the burn is of. */
export const FORECAST_PACE_DAYS = 28;

/**
 * The joins from a budget to the submitted hours its burn counts (`submitted_role_hours`: per approved or pending
 * timesheet and engagement role): those on the engagement's roles of periods that start by `as_of`, and for a
 * monthly budget (`span_start` not null) only of periods that start in the month from `span_start`. `budget`
 * names a relation of the enclosing FROM with the columns engagement_id, as_of and span_start; the joins bring
 * `engagement_roles` (the rate) and `submitted_role_hours` (its `status` and `hours`). Every burn figure counts
 * by it, directly or through `countedEntriesOf`.
 */
export function countedHoursOf(budget: SQL): SQL {
  return sql`JOIN ${engagementRoles} ON ${engagementRoles.engagementId} = ${budget}.engagement_id
      JOIN ${submittedRoleHours} ON ${submittedRoleHours.engagementRoleId} = ${engagementRoles.id}
        AND ${submittedRoleHours.periodStart} <= ${budget}.as_of
        AND (${budget}.span_start IS NULL OR ${submittedRoleHours.periodStart} >= ${budget}.span_start)`;
}

/**
 * The entries behind `countedHoursOf`, for figures by the day an hour was logged (the forecast's pace, the burn
 * over time): the joins of `countedHoursOf`, then each counted timesheet's rows on that role and their entries
 * (`timesheet_entries`). `periodsFrom` narrows the periods read to those starting after it (a pace reads only
 * the last weeks' timesheets, not the engagement's history).
 */
export function countedEntriesOf(budget: SQL, periodsFrom?: SQL): SQL {
  const recentPeriods = periodsFrom ? sql`AND ${submittedRoleHours.periodStart} > ${periodsFrom}` : sql``;
  return sql`${countedHoursOf(budget)} ${recentPeriods}
      JOIN ${timesheetRows} ON ${timesheetRows.timesheetId} = ${submittedRoleHours.timesheetId}
      JOIN ${resources} ON ${resources.id} = ${timesheetRows.resourceId}
        AND ${resources.engagementRoleId} = ${submittedRoleHours.engagementRoleId}
      JOIN ${timesheetEntries} ON ${timesheetEntries.rowId} = ${timesheetRows.id}`;
}

/**
 * The columns of one row per budgeted engagement (`engagements` is not joined: callers join it on
 * `engagement_id` when they need its name or filters):
 *
 * engagement_id, kind, amount, span, thresholds, refuse_beyond_budget, revision,
 * span_start, span_end (the month of a monthly budget; null for the whole engagement),
 * approved_hours, pending_hours, approved_fees, pending_fees (fees: each hour times its role's rate),
 * approved, pending (in the budget's unit), remaining (amount - approved - pending), percent_approved,
 * percent_with_pending (one decimal), forecast_end_date (when approved and pending reach the amount at the pace of
 * the `FORECAST_PACE_DAYS` days up to `asOf` (of a monthly budget: of its days so far, at most that many); `asOf`
 * itself once reached; null with no hours in those days, and for a monthly budget when it is not reached within
 * the month).
 *
 * What counts: entries of approved and pending timesheets whose period starts by `asOf` (so the period holding
 * `asOf` counts whole), and for a monthly budget only those of the periods that start in the month of `asOf`.
 * `budgetCondition` narrows the budgets (a condition on `engagement_budgets`).
 */
export function budgetBurnSql(asOf: SQL, budgetCondition: SQL = sql`TRUE`): SQL {
  const pace = sql.raw(String(FORECAST_PACE_DAYS));
  // An entry dated within the pace's days is in a period that starts at most a month before them.
  const pacePeriods = sql.raw(String(FORECAST_PACE_DAYS + 31));
  return sql`WITH burn_day AS (SELECT ${asOf}::date AS as_of),
    burn_budget AS (
      SELECT ${engagementBudgets.engagementId} AS engagement_id, ${engagementBudgets.kind} AS kind,
        ${engagementBudgets.amount} AS amount, ${engagementBudgets.span} AS span,
        ${engagementBudgets.thresholds} AS thresholds,
        ${engagementBudgets.refuseBeyondBudget} AS refuse_beyond_budget, ${engagementBudgets.revision} AS revision,
        burn_day.as_of,
        CASE WHEN ${engagementBudgets.span} = 'month' THEN date_trunc('month', burn_day.as_of)::date END AS span_start,
        CASE WHEN ${engagementBudgets.span} = 'month'
          THEN (date_trunc('month', burn_day.as_of) + interval '1 month - 1 day')::date END AS span_end
      FROM ${engagementBudgets} CROSS JOIN burn_day
      WHERE ${budgetCondition}
    ),
    burn_logged AS (
      SELECT burn_budget.engagement_id,
        coalesce(sum(${submittedRoleHours.hours}) FILTER (WHERE ${submittedRoleHours.status} = 'approved'), 0)
          AS approved_hours,
        coalesce(sum(${submittedRoleHours.hours}) FILTER (WHERE ${submittedRoleHours.status} = 'pending'), 0)
          AS pending_hours,
        coalesce(sum(${submittedRoleHours.hours} * ${engagementRoles.rate})
          FILTER (WHERE ${submittedRoleHours.status} = 'approved'), 0) AS approved_fees,
        coalesce(sum(${submittedRoleHours.hours} * ${engagementRoles.rate})
          FILTER (WHERE ${submittedRoleHours.status} = 'pending'), 0) AS pending_fees
      FROM burn_budget ${countedHoursOf(sql`burn_budget`)}
      GROUP BY burn_budget.engagement_id
    ),
    burn_pace AS (
      SELECT burn_budget.engagement_id,
        sum(CASE WHEN burn_budget.kind = 'fees'
            THEN ${timesheetEntries.hours} * ${engagementRoles.rate} ELSE ${timesheetEntries.hours} END) AS recent
      FROM burn_budget ${countedEntriesOf(sql`burn_budget`, sql`burn_budget.as_of - ${pacePeriods}`)}
      WHERE ${timesheetEntries.date} > burn_budget.as_of - ${pace} AND ${timesheetEntries.date} <= burn_budget.as_of
      GROUP BY burn_budget.engagement_id
    ),
    burn_units AS (
      SELECT burn_budget.*,
        coalesce(burn_logged.approved_hours, 0) AS approved_hours,
        coalesce(burn_logged.pending_hours, 0) AS pending_hours,
        coalesce(burn_logged.approved_fees, 0) AS approved_fees,
        coalesce(burn_logged.pending_fees, 0) AS pending_fees,
        coalesce(burn_pace.recent, 0) AS recent,
        CASE WHEN burn_budget.kind = 'fees' THEN coalesce(burn_logged.approved_fees, 0)
          ELSE coalesce(burn_logged.approved_hours, 0) END AS approved,
        CASE WHEN burn_budget.kind = 'fees' THEN coalesce(burn_logged.pending_fees, 0)
          ELSE coalesce(burn_logged.pending_hours, 0) END AS pending
      FROM burn_budget
      LEFT JOIN burn_logged ON burn_logged.engagement_id = burn_budget.engagement_id
      LEFT JOIN burn_pace ON burn_pace.engagement_id = burn_budget.engagement_id
    )
    SELECT engagement_id, kind, amount, span, thresholds, refuse_beyond_budget, revision, span_start, span_end,
      approved_hours, pending_hours, round(approved_fees, 2) AS approved_fees, round(pending_fees, 2) AS pending_fees,
      round(approved, 2) AS approved, round(pending, 2) AS pending,
      round(amount - approved - pending, 2) AS remaining,
      round(100 * approved / amount, 1) AS percent_approved,
      round(100 * (approved + pending) / amount, 1) AS percent_with_pending,
      CASE
        WHEN approved + pending >= amount THEN as_of
        WHEN span_end IS NULL OR forecast_day <= span_end THEN forecast_day
      END AS forecast_end_date
    FROM burn_units
    CROSS JOIN LATERAL (SELECT as_of + ceil((amount - approved - pending) / (nullif(recent, 0) / CASE
        WHEN span_start IS NULL THEN ${pace} ELSE least(${pace}, as_of - span_start + 1) END))::int AS forecast_day
    ) AS forecast`;
}

/** A row of `budgetBurnSql`, as the drivers return it (numerics as strings, dates as YYYY-MM-DD). */
export interface BudgetBurnRow {
  engagement_id: number;
  kind: 'hours' | 'fees';
  amount: string;
  span: 'engagement' | 'month';
  thresholds: number[];
  refuse_beyond_budget: boolean;
  revision: number;
  span_start: string | null;
  span_end: string | null;
  approved_hours: string;
  pending_hours: string;
  approved_fees: string;
  pending_fees: string;
  approved: string;
  pending: string;
  remaining: string;
  percent_approved: string;
  percent_with_pending: string;
  forecast_end_date: string | null;
}
