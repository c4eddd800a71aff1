import { type Period, periodContaining } from '@timekeep/shared/domain/periods';
import { recordNotifications, unlessAlreadyWritten } from '../../core/notifications/record-notifications';
import type { Db, Executor } from '../../db/client';
import { holidayWindow, isWorkingDay, type ReminderOccasion, remindersDueOn } from './reminder-days';
import { approvalDigests, timesheetReminders } from './reminder-notifications';
import {
  holidaysBetween,
  lockReminderRuns,
  pendingApprovalsByLead,
  peopleYetToSubmit,
} from './reminders.queries';

export interface PeriodReminded {
  period: Period;
  occasion: ReminderOccasion;
  /** People reminded by this run (not those reminded earlier the same day). */
  reminded: number;
}

export interface ReminderRun {
  today: string;
  workingDay: boolean;
  timesheetReminders: PeriodReminded[];
  /** Team leads sent this morning's digest by this run. */
  digests: number;
}

/**
 * Reminds everyone yet to submit the period's timesheet (in the app, and by email as each chooses), once a
 * day at most: one statement to find them, one to write the messages and queue their emails, after any other
 * reminder run under way has committed.
 */
export function remindPeriod(
  db: Executor,
  period: Period,
  occasion: ReminderOccasion,
  today: string,
): Promise<PeriodReminded> {
  return db.transaction(async (tx) => {
    await lockReminderRuns(tx);
    const personIds = await peopleYetToSubmit(tx, period);
    const reminded = await recordNotifications(
      tx,
      timesheetReminders(personIds, period, occasion, today),
      unlessAlreadyWritten,
    );
    return { period, occasion, reminded };
  });
}

/**
 * The scheduled run for `today` (a date in the reminder time zone): on a working day, the reminders due that
 * day (the last working day of a period, the first one after it) and every team lead's digest of pending
 * approvals; on any other day, nothing. Repeating a run the same day writes nothing twice.
 */
export async function sendDueReminders(db: Db, today: string): Promise<ReminderRun> {
  const window = holidayWindow(today);
  const holidays = await holidaysBetween(db, window.fromDate, window.toDate);
  if (!isWorkingDay(today, holidays)) return { today, workingDay: false, timesheetReminders: [], digests: 0 };
  const reminded: PeriodReminded[] = [];
  for (const { period, occasion } of remindersDueOn(today, holidays))
    reminded.push(await remindPeriod(db, period, occasion, today));
  const digests = await db.transaction(async (tx) => {
    await lockReminderRuns(tx);
    return recordNotifications(
      tx,
      approvalDigests(await pendingApprovalsByLead(tx), today),
      unlessAlreadyWritten,
    );
  });
  return { today, workingDay: true, timesheetReminders: reminded, digests };
}

export class PeriodNotStartedError extends Error {}

/**
 * `npm run reminders -- --period DATE`: reminds now for the period holding `date`, whatever day it is: one
 * that has ended ("after the period"), or today's (as on its last working day). A period not begun yet is
 * refused: nobody can submit it.
 */
export async function remindPeriodOf(db: Executor, date: string, today: string): Promise<PeriodReminded> {
  const period = periodContaining(date);
  if (period.startDate > today) {
    throw new PeriodNotStartedError(
      `The period starting ${period.startDate} has not begun yet: nobody can submit it.`,
    );
  }
  return remindPeriod(db, period, period.endDate < today ? 'after-the-period' : 'last-working-day', today);
}
