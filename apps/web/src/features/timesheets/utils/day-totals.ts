import { MAX_HOURS_PER_DAY } from '@timekeep/shared/domain/hour-entry';
import { dayTotals } from '@timekeep/shared/domain/timesheet-rules';
import { type DraftRow, toRowInputs } from './timesheet-draft';

/** Hours per date across the rows as typed, by the server's own rule (`dayTotals`). */
export function draftDayTotals(rows: readonly DraftRow[]): Map<string, number> {
  return dayTotals(toRowInputs(rows));
}

/** Whether a day's hours across the rows pass the 24 a day that one person can work. */
export function isOverDayLimit(hours: number): boolean {
  return hours > MAX_HOURS_PER_DAY;
}

/** The dates whose hours across the rows pass 24, in order: a save is refused until they are lowered. */
export function daysOverLimit(rows: readonly DraftRow[], dates: readonly string[]): string[] {
  const totals = draftDayTotals(rows);
  return dates.filter((date) => isOverDayLimit(totals.get(date) ?? 0));
}
