import { addDays, isWeekend, todayIso } from '@timekeep/shared/domain/periods';
import { recordAudits } from '../../core/audit';
import { listHolidayDatesBetween } from '../../core/calendar-lookups';
import type { Db } from '../../db/client';
import { closePeriodsEndedBefore, readClosingSettings } from './period-close.queries';

/**
 * The first day a period is not closed by itself yet if it ended on or after it: the `workingDays`-th working
 * day (no weekend, no holiday) before `today`, counting back from yesterday; today itself with 0. A period that
 * ended on Friday, with 2 working days, closes on Wednesday: Monday and Tuesday have passed.
 */
export function autoCloseCutoff(
  today: string,
  workingDays: number,
  holidayDates: ReadonlySet<string>,
): string {
  let day = today;
  for (let counted = 0; counted < workingDays; ) {
    day = addDays(day, -1);
    if (!isWeekend(day) && !holidayDates.has(day)) counted += 1;
  }
  return day;
}

/**
 * The company's automatic close (`period_closing_settings`): every open period that ended long enough ago is
 * closed, nobody acting, and audited; three statements whatever their number. Run by the period-close job
 * each minute; a run finds nothing left to close once it has.
 */
export async function closePeriodsDue(db: Db, today = todayIso(), at = new Date().toISOString()) {
  const { autoCloseWorkingDays } = await readClosingSettings(db);
  if (autoCloseWorkingDays === null) return 0;
  // Thirty working days back are at most about seven weeks of days.
  const holidays = await listHolidayDatesBetween(db, addDays(today, -60), today);
  const cutoff = autoCloseCutoff(today, autoCloseWorkingDays, new Set(holidays));
  return db.transaction(async (tx) => {
    const closed = await closePeriodsEndedBefore(tx, cutoff, at);
    await recordAudits(
      tx,
      closed.map((period) => ({
        actorId: null,
        action: 'timesheet_period_closed',
        entityType: 'timesheet_period' as const,
        entityId: period.id,
        after: { startDate: period.startDate, endDate: period.endDate, closedAt: at },
        detail: { automatically: true, afterWorkingDays: autoCloseWorkingDays },
      })),
    );
    return closed.length;
  });
}
