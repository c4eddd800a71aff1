import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { NotificationEmailJob } from '../../core/notifications/queue-notification-emails';
import type { Db } from '../../db/client';
import { QUEUES } from '../../db/job-queue';
import type { Mailer } from './mailer';
import { sendNotificationEmail } from './send-notification-email';

export interface MailWorkerDependencies {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** Up to this many emails a poll: a bulk answer's messages go out together, not one per polling interval. */
const EMAILS_PER_FETCH = 10;

/**
 * Sends the queued notification emails. pg-boss hands each job to one worker of one app server (it takes
 * jobs with `FOR UPDATE SKIP LOCKED`); a job whose email fails is failed alone, and pg-boss retries it later
 * with backoff, while the others of its batch complete.
 */
export async function startMailWorker(boss: PgBoss, dependencies: MailWorkerDependencies): Promise<void> {
  const { db, mailer, publicUrl, log } = dependencies;
  const queue = QUEUES.notificationEmail.name;
  await boss.work<NotificationEmailJob>(queue, { batchSize: EMAILS_PER_FETCH }, async (jobs) => {
    for (const job of jobs) {
      const { notificationId } = job.data;
      try {
        const outcome = await sendNotificationEmail(db, mailer, publicUrl, notificationId);
        log.info({ notificationId, outcome, via: mailer.kind }, 'notification email');
      } catch (error) {
        log.warn({ err: error, notificationId }, 'could not send a notification email; it will be retried');
        await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
  });
}
