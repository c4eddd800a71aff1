import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { lockRowById } from '../../db/rows';
import { engagements } from '../../db/schema';
import { authorize } from './engagement-budgets.policy';
import { deleteBudget, deleteThresholdAlerts } from './engagement-budgets.queries';
import { engagementNotFound } from './get-engagement-budget';
import { budgetAuditView } from './set-engagement-budget';

/**
 * DELETE /api/admin/engagement_budgets/{engagementId}: the engagement has no budget any more, and the record of
 * the thresholds told goes with it (a budget set again later starts at revision 1 and alerts afresh). An
 * engagement without a budget answers 204 all the same; an unknown one 404.
 */
export async function deleteEngagementBudget(db: Db, actor: Actor, engagementId: number): Promise<void> {
  authorize(policyActorOf(actor), 'delete');
  await db.transaction(async (tx) => {
    if (!(await lockRowById(tx, engagements, engagementId))) throw engagementNotFound();
    const deleted = await deleteBudget(tx, engagementId);
    if (!deleted) return;
    await deleteThresholdAlerts(tx, engagementId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'engagement_budget_deleted',
      entityType: 'engagement',
      entityId: engagementId,
      before: budgetAuditView(deleted),
    });
  });
}
