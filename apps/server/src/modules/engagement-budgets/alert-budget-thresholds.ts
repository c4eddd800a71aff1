import { todayIso } from '@timekeep/shared/domain/periods';
import type { Executor } from '../../db/client';
import { type AlertScope, insertThresholdAlerts } from './engagement-budgets.queries';

/**
 * After approved hours grew (an approval, single or in bulk) or a budget changed (a PUT): tells each threshold
 * of approved burn newly crossed, once per budget revision, to the engagement manager and the admins, in the
 * app and by email, in ONE statement (`insertThresholdAlerts`). Answers how many thresholds were newly told.
 */
export function alertBudgetThresholds(
  executor: Executor,
  scope: AlertScope,
  today: string = todayIso(),
): Promise<number> {
  return insertThresholdAlerts(executor, scope, today);
}
