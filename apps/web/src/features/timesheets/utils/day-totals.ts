import { MAX_HOURS_PER_DAY, parseHoursInput, toHundredths } from '@timekeep/shared/domain/hour-entry';
import type { DraftRow } from './timesheet-draft';

/** Hours of one day across the rows, in exact hundredths. */
export function dayTotalHundredths(rows: readonly DraftRow[], date: string): number {
  return rows.reduce((sum, row) => sum + toHundredths(parseHoursInput(row.entries[date]?.hours ?? '')), 0);
}

/** A row's hours in all, in exact hundredths. */
export function rowTotalHundredths(row: DraftRow): number {
  return Object.values(row.entries).reduce(
    (sum, entry) => sum + toHundredths(parseHoursInput(entry.hours)),
    0,
  );
}

/** Whether a day's hours across the rows pass the 24 a day that one person can work. */
export function isOverDayLimit(totalHundredths: number): boolean {
  return totalHundredths > MAX_HOURS_PER_DAY * 100;
}

/** The dates whose hours across the rows pass 24, in order: a save is refused until they are lowered. */
export function daysOverLimit(rows: readonly DraftRow[], dates: readonly string[]): string[] {
  return dates.filter((date) => isOverDayLimit(dayTotalHundredths(rows, date)));
}
