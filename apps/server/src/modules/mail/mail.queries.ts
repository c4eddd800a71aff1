import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { devOutboxMails, emailOptOuts, notifications, people } from '../../db/schema';

/**
 * A notification not yet emailed, with its recipient's address, whether they may still get mail and whether
 * they turned off emails of its kind (read now, so the choice applies to emails queued before it); none
 * when it was emailed already (a job retried after its email was recorded as sent) or no longer exists.
 */
export async function findNotificationToEmail(executor: Executor, notificationId: number) {
  const [row] = await executor
    .select({
      id: notifications.id,
      subject: notifications.subject,
      body: notifications.body,
      link: notifications.link,
      recipientEmail: people.email,
      recipientFirstName: people.firstName,
      recipientEnabled: people.enabled,
      recipientOptedOut: sql<boolean>`EXISTS (SELECT 1 FROM ${emailOptOuts}
        WHERE ${emailOptOuts.personId} = ${notifications.recipientId} AND ${emailOptOuts.kind} = ${notifications.kind})`,
    })
    .from(notifications)
    .innerJoin(people, eq(people.id, notifications.recipientId))
    .where(and(eq(notifications.id, notificationId), isNull(notifications.emailedAt)));
  return row ?? null;
}

/** Records the email as sent. Only the first time counts (`emailed_at IS NULL`): a later call changes nothing. */
export async function markNotificationEmailed(executor: Executor, notificationId: number): Promise<void> {
  await executor
    .update(notifications)
    .set({ emailedAt: sql`now()` })
    .where(and(eq(notifications.id, notificationId), isNull(notifications.emailedAt)));
}

/** The development outbox's most recent emails, newest first. */
export async function listDevOutboxMails(executor: Executor, limit: number) {
  const rows = await executor
    .select({
      id: devOutboxMails.id,
      notificationId: devOutboxMails.notificationId,
      from: devOutboxMails.fromAddress,
      to: devOutboxMails.toAddress,
      subject: devOutboxMails.subject,
      text: devOutboxMails.text,
      html: devOutboxMails.html,
      sentAt: devOutboxMails.sentAt,
    })
    .from(devOutboxMails)
    .orderBy(desc(devOutboxMails.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
}
