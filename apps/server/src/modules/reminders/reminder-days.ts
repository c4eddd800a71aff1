import {
  addDays,
  isWeekend,
  type Period,
  periodContaining,
  previousPeriod,
} from '@timekeep/shared/domain/periods';

/** The calendar date it is at `now` in a time zone (IANA name), as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A weekday that is not one of the holidays (a person's: the company's and their office's). */
export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  return !isWeekend(date) && !holidays.has(date);
}

/** When a period's reminder goes out: its last working day, or the first working day after it ended. */
export type ReminderOccasion = 'last-working-day' | 'after-the-period';

export interface DueReminder {
  period: Period;
  occasion: ReminderOccasion;
}

/** The days a run on `today` needs to know the holidays of: from the previous period's end to this one's. */
export function holidayWindow(today: string): { fromDate: string; toDate: string } {
  const current = periodContaining(today);
  return { fromDate: previousPeriod(current).endDate, toDate: current.endDate };
}

function anyWorkingDay(fromDate: string, toDate: string, holidays: ReadonlySet<string>): boolean {
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    if (isWorkingDay(date, holidays)) return true;
  }
  return false;
}

/**
 * The timesheet reminders due on `today`: the period holding it when no working day follows today in it (its
 * last working day), and the previous period when no working day came between its end and today (the first
 * working day after it). None on a day that is not a working day. `holidays` must hold those of
 * `holidayWindow(today)`.
 */
export function remindersDueOn(today: string, holidays: ReadonlySet<string>): DueReminder[] {
  if (!isWorkingDay(today, holidays)) return [];
  const current = periodContaining(today);
  const previous = previousPeriod(current);
  const due: DueReminder[] = [];
  if (!anyWorkingDay(addDays(previous.endDate, 1), addDays(today, -1), holidays)) {
    due.push({ period: previous, occasion: 'after-the-period' });
  }
  if (!anyWorkingDay(addDays(today, 1), current.endDate, holidays)) {
    due.push({ period: current, occasion: 'last-working-day' });
  }
  return due;
}
