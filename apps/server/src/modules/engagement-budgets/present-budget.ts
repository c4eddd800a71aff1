import type { BudgetBurn, BudgetBurnPoint, EngagementBudgetResponse } from '@timekeep/shared/schemas/budgets';
import type { BudgetBurnRow } from '../../core/reporting/budget-burn';
import type { BurnWeekRow } from './engagement-budgets.queries';

/** A row of `budgetBurnSql` as the API answers it (numbers, not the drivers' decimal text). */
export function presentBudgetBurn(row: BudgetBurnRow): BudgetBurn {
  return {
    engagementId: row.engagement_id,
    kind: row.kind,
    amount: Number(row.amount),
    span: row.span,
    thresholds: row.thresholds.map(Number),
    refuseBeyondBudget: row.refuse_beyond_budget,
    revision: row.revision,
    spanStart: row.span_start,
    spanEnd: row.span_end,
    approved: Number(row.approved),
    pending: Number(row.pending),
    remaining: Number(row.remaining),
    percentApproved: Number(row.percent_approved),
    percentWithPending: Number(row.percent_with_pending),
    forecastEndDate: row.forecast_end_date,
  };
}

function presentBurnWeek(row: BurnWeekRow): BudgetBurnPoint {
  return { weekStart: row.week_start, approved: Number(row.approved), pending: Number(row.pending) };
}

export function presentEngagementBudget(
  budget: BudgetBurnRow | undefined,
  weeks: readonly BurnWeekRow[],
): EngagementBudgetResponse {
  return { budget: budget ? presentBudgetBurn(budget) : null, burn: weeks.map(presentBurnWeek) };
}
