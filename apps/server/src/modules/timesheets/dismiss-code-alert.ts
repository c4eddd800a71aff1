import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './code-alerts.policy';
import { findCodeAlert, markCodeAlertViewed } from './code-alerts.queries';

/**
 * PATCH /api/code_alerts/{id}: the body names whose alert it is (`spud_user_id`); the caller must be allowed
 * to dismiss the alert as stored and as the body describes it, so nobody marks a time code seen for another.
 */
export async function dismissCodeAlert(db: Db, actor: Actor, alertId: number, spudUserId: number) {
  const alert = await findCodeAlert(db, alertId);
  if (!alert) throw new AppError('not_found', 'Code alert not found.');
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'dismiss', alert);
  authorize(policyActor, 'dismiss', { spudUserId });
  await markCodeAlertViewed(db, alertId);
  return { ...alert, codeViewed: true };
}
