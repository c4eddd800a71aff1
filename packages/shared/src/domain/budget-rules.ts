import type { BudgetKind, BudgetSpan } from '../schemas/budgets';

const hoursFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const feesFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** What a budget counts, and over what, as the Budget report's columns say it. */
export const budgetKindLabel: Record<BudgetKind, string> = { hours: 'Hours', fees: 'Fees' };
export const budgetSpanLabel: Record<BudgetSpan, string> = {
  engagement: 'Whole engagement',
  month: 'Monthly',
};

/** An amount in a budget's unit: '12.50 hours' or '$1,250.00'. */
export function budgetAmountText(kind: BudgetKind, amount: number): string {
  return kind === 'fees' ? feesFormat.format(amount) : `${hoursFormat.format(amount)} hours`;
}

/** How much is burnt, as the engagement page, the Budget report and the alerts say it. */
export function budgetBurnText(percentApproved: number, percentWithPending: number): string {
  return `${formatPercent(percentApproved)} approved, ${formatPercent(percentWithPending)} with pending`;
}

function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(1))}%`;
}

/**
 * The refusal of a save that would take an engagement's approved and pending hours past a budget that refuses
 * hours beyond it: the server's message, and the grid's before it saves.
 */
export function beyondBudgetMessage(engagementName: string, kind: BudgetKind, remaining: number): string {
  if (remaining <= 0)
    return `${engagementName} is at its budget: nothing is left, so no more hours can be saved to it.`;
  return `${engagementName} has ${budgetAmountText(kind, remaining)} left in its budget; this save would pass it.`;
}

/** Whether a row's engagement is past its budget, as the row says it in words. */
export const OVER_BUDGET_LABEL = 'Over budget';
