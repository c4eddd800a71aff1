import { Badge, VisuallyHidden } from '@mantine/core';
import { OVER_BUDGET_LABEL } from '@timekeep/shared/domain/budget-rules';
import type { RowBudget } from '@timekeep/shared/schemas/budgets';

/** How far past its budget a row's engagement is, in words. */
export function overBudgetText(budget: RowBudget): string {
  return `${OVER_BUDGET_LABEL}: ${Number(budget.percentWithPending.toFixed(1))}% of the engagement's budget with pending`;
}

/**
 * Says on a row that its engagement's approved and pending hours are past its budget: in words, not colour alone,
 * with how far past it in the tip and to a screen reader. Nothing when the engagement is within its budget.
 */
export function OverBudgetBadge({
  budget,
  className,
}: {
  budget: RowBudget | null | undefined;
  className?: string;
}) {
  if (!budget?.overBudget) return null;
  const text = overBudgetText(budget);
  return (
    <Badge
      size="xs"
      color="red"
      variant="light"
      c="red.9"
      radius="sm"
      tt="none"
      title={text}
      className={className}
      style={{ cursor: 'default' }}
    >
      <span aria-hidden>{OVER_BUDGET_LABEL}</span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </Badge>
  );
}
