import { todayIso } from '@timekeep/shared/domain/periods';
import type { Executor } from '../../db/client';
import { type AlertScope, insertThresholdAlerts } from './engagement-budgets.queries';

/**
 * After approved hours changed (an approval) or a budget did (a PUT): tells each threshold of approved burn
 * newly crossed, once per budget revision, to the engagement manager and the admins, in the app and by email
 * (one statement, `insertThresholdAlerts`). `periodStarts`: the periods of the timesheets approved, whose
 * months' monthly budgets are looked at beside the current month's. Answers how many thresholds were told.
 */
export function alertBudgetThresholds(
  executor: Executor,
  scope: AlertScope,
  periodStarts: readonly string[] = [],
  today: string = todayIso(),
): Promise<number> {
  return insertThresholdAlerts(executor, scope, today, periodStarts);
}
