import { todayIso } from '@timekeep/shared/domain/periods';
import {
  type BudgetInput,
  DEFAULT_BUDGET_THRESHOLDS,
  type EngagementBudgetResponse,
} from '@timekeep/shared/schemas/budgets';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { lockRowById } from '../../db/rows';
import { engagements } from '../../db/schema';
import { alertBudgetThresholds } from './alert-budget-thresholds';
import { authorize } from './engagement-budgets.policy';
import {
  type BudgetColumns,
  budgetColumns,
  findBudget,
  type StoredBudget,
  saveBudget,
} from './engagement-budgets.queries';
import { engagementNotFound, loadEngagementBudget } from './get-engagement-budget';

/** The budget as the audit log shows it. */
export function budgetAuditView(budget: StoredBudget) {
  return {
    kind: budget.kind,
    amount: Number(budget.amount),
    span: budget.span,
    thresholds: budget.thresholds,
    refuseBeyondBudget: budget.refuseBeyondBudget,
    revision: budget.revision,
  };
}

function sameBudget(stored: StoredBudget, columns: BudgetColumns): boolean {
  return (
    stored.kind === columns.kind &&
    Number(stored.amount) === Number(columns.amount) &&
    stored.span === columns.span &&
    stored.refuseBeyondBudget === columns.refuseBeyondBudget &&
    stored.thresholds.join() === columns.thresholds.join()
  );
}

/**
 * PUT /api/admin/engagement_budgets/{engagementId}: sets the budget, or changes it. Each change is a new
 * revision (so its thresholds alert again) and an audit entry, in one transaction with the engagement locked,
 * so two changes at once follow one another; the thresholds the new budget is already past are told at once
 * (a lowered budget may be crossed by what was approved before). A PUT that changes nothing writes nothing.
 */
export async function setEngagementBudget(
  db: Db,
  actor: Actor,
  engagementId: number,
  input: BudgetInput,
): Promise<EngagementBudgetResponse> {
  authorize(policyActorOf(actor), 'set');
  const today = todayIso();
  await db.transaction(async (tx) => {
    if (!(await lockRowById(tx, engagements, engagementId))) throw engagementNotFound();
    const stored = await findBudget(tx, engagementId);
    const columns = budgetColumns(input, DEFAULT_BUDGET_THRESHOLDS);
    if (stored && sameBudget(stored, columns)) return;
    const saved = await saveBudget(tx, engagementId, columns, stored ? stored.revision + 1 : 1);
    await recordAudit(tx, {
      actorId: actor.id,
      action: stored ? 'engagement_budget_updated' : 'engagement_budget_created',
      entityType: 'engagement',
      entityId: engagementId,
      before: stored && budgetAuditView(stored),
      after: budgetAuditView(saved),
    });
    await alertBudgetThresholds(tx, { engagementIds: [engagementId] }, today);
  });
  return loadEngagementBudget(db, engagementId, today);
}
