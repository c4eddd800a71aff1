import { todayIso } from '@timekeep/shared/domain/periods';
import type { EngagementBudgetResponse } from '@timekeep/shared/schemas/budgets';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './engagement-budgets.policy';
import { engagementExists, findBudgetBurn, listBurnWeeks } from './engagement-budgets.queries';
import { presentEngagementBudget } from './present-budget';

export const engagementNotFound = () => new AppError('not_found', 'Engagement not found.');

/** An engagement's budget with its burn, and the burn week by week, as of today: three statements. */
export async function loadEngagementBudget(
  executor: Executor,
  engagementId: number,
  today: string = todayIso(),
): Promise<EngagementBudgetResponse> {
  const [exists, budget, weeks] = await Promise.all([
    engagementExists(executor, engagementId),
    findBudgetBurn(executor, engagementId, today),
    listBurnWeeks(executor, engagementId, today),
  ]);
  if (!exists) throw engagementNotFound();
  return presentEngagementBudget(budget, weeks);
}

/** GET /api/admin/engagement_budgets/{engagementId}. */
export async function getEngagementBudget(
  executor: Executor,
  actor: Actor,
  engagementId: number,
): Promise<EngagementBudgetResponse> {
  authorize(policyActorOf(actor), 'read');
  return loadEngagementBudget(executor, engagementId);
}
