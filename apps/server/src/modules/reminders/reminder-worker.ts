import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { QUEUES } from '../../db/job-queue';
import { todayIn } from './reminder-days';
import { sendDueReminders } from './send-reminders';

/** A reminder run's job: the schedule's carry nothing (the run is for today); one sent by hand may name a day. */
export interface ReminderJob {
  today?: string;
}

export interface ReminderWorkerDependencies {
  db: Db;
  reminders: Config['reminders'];
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Keeps the reminder schedule as configured (pg-boss stores it in the database, so a server started with
 * reminders off removes it) and runs each scheduled job: the reminders due today in the configured time zone.
 * A failed run throws, and pg-boss retries it; a retry writes nothing twice.
 */
export async function startReminderWorker(
  boss: PgBoss,
  dependencies: ReminderWorkerDependencies,
): Promise<void> {
  const { db, reminders, log } = dependencies;
  const queue = QUEUES.reminders.name;
  if (reminders.schedule) await boss.schedule(queue, reminders.schedule, {}, { tz: reminders.timeZone });
  else await boss.unschedule(queue);
  await boss.work<ReminderJob>(queue, async ([job]) => {
    const run = await sendDueReminders(db, job?.data.today ?? todayIn(reminders.timeZone));
    log.info({ run }, 'reminders');
  });
}
