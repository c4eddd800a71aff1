import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { queueNotificationEmailsStatement } from '../src/core/notifications/queue-notification-emails';
import type { Database } from '../src/db/client';
import { QUEUES } from '../src/db/job-queue';
import { notifications } from '../src/db/schema';

/** Polls the job queue fast in tests (pg-boss's minimum), with no maintenance timers. */
export const TEST_JOBS = { pollingIntervalSeconds: 0.5, supervise: false, schedule: false };

export interface NotificationFields {
  subject?: string;
  body?: string | null;
  link?: string;
  /** Already emailed (as a retried job finds it). */
  emailedAt?: Date;
}

/**
 * Writes notifications to `recipientId` and queues their emails (`queueNotificationEmailsStatement`, as the
 * workflow changes do) in ONE transaction; answers their ids. `rollback` throws at the end of it instead (nothing of it must remain).
 */
export async function notifyInTransaction(
  database: Pick<Database, 'db'>,
  recipientId: number,
  messages: NotificationFields[],
  options: { rollback?: boolean } = {},
): Promise<number[]> {
  return database.db.transaction(async (tx) => {
    const written = await tx
      .insert(notifications)
      .values(
        messages.map((message, index) => ({
          recipientId,
          kind: 'timesheet_rejected' as const,
          subject: message.subject ?? `Your timesheet was rejected (${index + 1})`,
          body: message.body === undefined ? 'Please add the missing hours.' : message.body,
          link: message.link ?? '/timesheets?period=2026-11-01',
          emailedAt: message.emailedAt ?? null,
        })),
      )
      .returning({ id: notifications.id });
    const ids = written.map((row) => row.id);
    const queued = await queueNotificationEmailsStatement(sql`SELECT unnest(${sql.param(ids)}::bigint[])`);
    await tx.execute(sql`WITH emails AS (${queued}) SELECT 1`);
    if (options.rollback) throw new RolledBack();
    return ids;
  });
}

export class RolledBack extends Error {}

export async function emailedAt(database: Pick<Database, 'db'>, id: number): Promise<Date | null> {
  const [row] = await database.db
    .select({ emailedAt: notifications.emailedAt })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row?.emailedAt ?? null;
}

/** The queued email jobs of these notifications, with their state and retries so far. */
export async function emailJobsOf(database: Pick<Database, 'db'>, ids: readonly number[]) {
  const result = await database.db.execute(
    sql`SELECT state, retry_count AS "retryCount", (data->>'notificationId')::int AS "notificationId"
      FROM pgboss.job WHERE name = ${QUEUES.notificationEmail.name}
      AND (data->>'notificationId')::bigint = ANY(${sql.param(ids)}::bigint[])`,
  );
  return (result as unknown as { rows: { state: string; retryCount: number; notificationId: number }[] })
    .rows;
}

/** Retries after about a second (then two, four...) instead of half a minute, so a test sees them. */
export async function shortenEmailRetries(database: Pick<Database, 'queueDb'>): Promise<void> {
  const boss = new PgBoss({ db: database.queueDb });
  await boss.updateQueue(QUEUES.notificationEmail.name, {
    name: QUEUES.notificationEmail.name,
    ...QUEUES.notificationEmail.options,
    retryDelay: 1,
  });
}
