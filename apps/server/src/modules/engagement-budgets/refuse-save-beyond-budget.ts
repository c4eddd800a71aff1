import { beyondBudgetMessage } from '@timekeep/shared/domain/budget-rules';
import { todayIso } from '@timekeep/shared/domain/periods';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findSaveBeyondBudget, type SavedHours } from './engagement-budgets.queries';

/**
 * Refuses a timesheet save (or a submit that saves rows) that would take an engagement whose budget refuses
 * hours beyond it past the budget, before anything is written: ONE statement (`findSaveBeyondBudget`), which
 * the caller sends only when a row it saves logs to such an engagement. The rule: refused when the others'
 * approved and pending on the engagement plus what this timesheet will hold on it passes the amount AND the
 * save adds to what the timesheet held there; a save that adds nothing (or takes away) is never refused, nor
 * is time on other engagements. The message names the engagement and what is left for this timesheet: the
 * amount less the others' approved and pending (`remaining`, 0 or less: nothing is left).
 */
export async function refuseSaveBeyondBudget(
  executor: Executor,
  save: { timesheetId: number | null; periodStart: string; rows: readonly SavedHours[] },
  today: string = todayIso(),
): Promise<void> {
  const beyond = await findSaveBeyondBudget(executor, { ...save, today });
  if (beyond) {
    throw new AppError(
      'rule_violation',
      beyondBudgetMessage(beyond.engagement_name, beyond.kind, Number(beyond.remaining)),
      'timesheetRows',
    );
  }
}
