import { type Period, periodContaining } from '@timekeep/shared/domain/periods';
import { recordNotifications, unlessAlreadyWritten } from '../../core/notifications/record-notifications';
import type { Db, Executor } from '../../db/client';
import {
  type DueReminder,
  holidayWindow,
  isWorkingDay,
  type ReminderOccasion,
  remindersDueOn,
} from './reminder-days';
import { approvalDigests, timesheetReminders } from './reminder-notifications';
import {
  holidaysBetween,
  holidaysOfEveryone,
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
  /** Whether today is a working day of anyone's calendar (the company's, or an office's). */
  workingDay: boolean;
  timesheetReminders: PeriodReminded[];
  /** Team leads sent this morning's digest by this run. */
  digests: number;
}

/**
 * Reminds everyone yet to submit the period's timesheet (with `among`, those of them only), in the app and by
 * email as each chooses, once a day at most: one statement to find them, one to write the messages and queue
 * their emails, after any other reminder run under way has committed.
 */
export function remindPeriod(
  db: Executor,
  period: Period,
  occasion: ReminderOccasion,
  today: string,
  among?: readonly number[],
): Promise<PeriodReminded> {
  return db.transaction(async (tx) => {
    await lockReminderRuns(tx);
    const personIds = await peopleYetToSubmit(tx, period, among);
    const reminded = await recordNotifications(
      tx,
      timesheetReminders(personIds, period, occasion, today),
      unlessAlreadyWritten,
    );
    return { period, occasion, reminded };
  });
}

/** People whose days off are the same in the reminders' window: they share every reminder's day. */
interface Calendar {
  holidays: ReadonlySet<string>;
  personIds: number[];
}

/**
 * Everyone's calendars for the window: the company's (for nobody in particular, so the run knows a working day
 * when nobody is enabled), and one per set of days off people share (an office's, or the company's alone).
 */
async function calendarsOf(db: Db, fromDate: string, toDate: string): Promise<Calendar[]> {
  const company = [...(await holidaysBetween(db, fromDate, toDate))].sort();
  const byDays = new Map<string, Calendar>([[company.join(), { holidays: new Set(company), personIds: [] }]]);
  for (const [personId, dates] of await holidaysOfEveryone(db, fromDate, toDate)) {
    const key = dates.join();
    const calendar = byDays.get(key) ?? { holidays: new Set(dates), personIds: [] };
    calendar.personIds.push(personId);
    byDays.set(key, calendar);
  }
  return [...byDays.values()];
}

/**
 * The scheduled run for `today` (a date in the reminder time zone), by each person's own calendar (the
 * company's holidays and their office's): the timesheet reminders due that day for those it is a working day
 * of (the last working day of a period, the first one after it), and the digest of pending approvals to every
 * team lead it is a working day of. Nothing when it is nobody's working day. Repeating a run the same day
 * writes nothing twice; the statements are as many whatever the number of people or offices.
 */
export async function sendDueReminders(db: Db, today: string): Promise<ReminderRun> {
  const window = holidayWindow(today);
  const calendars = await calendarsOf(db, window.fromDate, window.toDate);
  const working = calendars.filter((calendar) => isWorkingDay(today, calendar.holidays));
  if (working.length === 0) return { today, workingDay: false, timesheetReminders: [], digests: 0 };
  const due = new Map<string, DueReminder & { personIds: number[] }>();
  for (const calendar of working) {
    for (const reminder of remindersDueOn(today, calendar.holidays)) {
      const key = `${reminder.period.startDate} ${reminder.occasion}`;
      const group = due.get(key) ?? { ...reminder, personIds: [] };
      group.personIds.push(...calendar.personIds);
      due.set(key, group);
    }
  }
  const reminded: PeriodReminded[] = [];
  for (const { period, occasion, personIds } of [...due.values()].sort(byPeriodStart))
    reminded.push(await remindPeriod(db, period, occasion, today, personIds));
  const offToday = new Set(
    calendars.filter((calendar) => !working.includes(calendar)).flatMap((calendar) => calendar.personIds),
  );
  const digests = await db.transaction(async (tx) => {
    await lockReminderRuns(tx);
    const waiting = (await pendingApprovalsByLead(tx)).filter(({ leadId }) => !offToday.has(leadId));
    return recordNotifications(tx, approvalDigests(waiting, today), unlessAlreadyWritten);
  });
  return { today, workingDay: true, timesheetReminders: reminded, digests };
}

const byPeriodStart = (a: DueReminder, b: DueReminder) =>
  a.period.startDate.localeCompare(b.period.startDate);

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
