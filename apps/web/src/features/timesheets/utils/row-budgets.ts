import type { RowBudget } from '@timekeep/shared/schemas/budgets';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';

/** Each engagement's budget as the timesheet's rows carry it: a row added since shows its engagement's too. */
export function budgetsByEngagement(timesheet: Timesheet): ReadonlyMap<number, RowBudget> {
  const budgets = new Map<number, RowBudget>();
  for (const row of timesheet.timesheetRows) {
    if (row.engagementId !== null && row.budget) budgets.set(row.engagementId, row.budget);
  }
  return budgets;
}

/** Whether the grid checks a save against a budget before sending it (`beyond-budget.ts`). */
export function refusesBeyondBudget(timesheet: Timesheet): boolean {
  return timesheet.timesheetRows.some((row) => row.budget?.refuseBeyondBudget);
}
