import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorizeCalendar } from '../calendar';
import { PeriodNotStartedError, remindPeriodOf } from './send-reminders';

/**
 * POST /api/admin/reminders: an admin reminds now everyone yet to submit the period holding `date`, as
 * `npm run reminders -- --period` does, while the server keeps running (the embedded database serves one
 * process). People reminded of the period earlier the same day, by any run, are not reminded again. The run
 * is audited with who asked and how many were reminded.
 */
export async function sendRemindersNow(db: Db, actor: Actor, date: string, today: string) {
  authorizeCalendar(policyActorOf(actor), 'read');
  try {
    return await db.transaction(async (tx) => {
      const run = await remindPeriodOf(tx, date, today);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'timesheet_reminders_sent',
        entityType: 'timesheet_period',
        after: { ...run.period, occasion: run.occasion, reminded: run.reminded },
      });
      return run;
    });
  } catch (error) {
    if (error instanceof PeriodNotStartedError)
      throw new AppError('invalid_state', error.message, 'body.date');
    throw error;
  }
}
