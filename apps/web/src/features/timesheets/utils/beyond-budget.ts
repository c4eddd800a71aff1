import { beyondBudgetMessage } from '@timekeep/shared/domain/budget-rules';
import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import { rowTotal } from '@timekeep/shared/domain/timesheet-rules';
import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import { budgetsByEngagement } from './row-budgets';
import type { RefusedPlace } from './save-refusal';
import { type DraftRow, toRowInputs } from './timesheet-draft';

/** The hours on each engagement, in exact hundredths. */
function hundredthsByEngagement(rows: readonly { engagementId: number | null; hours: number }[]) {
  const hundredths = new Map<number, number>();
  for (const row of rows) {
    if (row.engagementId === null) continue;
    hundredths.set(row.engagementId, (hundredths.get(row.engagementId) ?? 0) + toHundredths(row.hours));
  }
  return hundredths;
}

/**
 * The server's refusal of a save, said before sending it: a save is refused when, on an engagement whose
 * budget refuses hours beyond it, the hours the timesheet would hold pass what is left of the budget for it
 * (`remaining`: the budget less everyone else's approved and pending) AND are more than it held when loaded
 * (so lowering hours, or saving other rows, always goes through). Hours only: a budget in fees needs each
 * role's rate, which the grid does not have, so the server alone refuses those. The first such engagement's
 * message, beside its first row; null when the save may go.
 */
export function beyondBudgetRefusal(timesheet: Timesheet, rows: readonly DraftRow[]): RefusedPlace | null {
  const budgets = budgetsByEngagement(timesheet);
  const held = hundredthsByEngagement(
    timesheet.timesheetRows.map((row) => ({ engagementId: row.engagementId, hours: rowTotal(row) })),
  );
  const inputs = toRowInputs(rows);
  const now = hundredthsByEngagement(
    rows.map((row, index) => ({ engagementId: row.engagementId, hours: rowTotal(inputs[index]!) })),
  );
  for (const [engagementId, hundredths] of now) {
    const budget = budgets.get(engagementId);
    if (!budget?.refuseBeyondBudget || budget.kind !== 'hours') continue;
    if (hundredths <= toHundredths(budget.remaining) || hundredths <= (held.get(engagementId) ?? 0)) continue;
    const row = rows.find((candidate) => candidate.engagementId === engagementId)!;
    return {
      rowKey: row.key,
      date: null,
      message: `Not saved: ${beyondBudgetMessage(row.name, budget.kind, budget.remaining)}`,
    };
  }
  return null;
}
