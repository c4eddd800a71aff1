import { NOTIFICATIONS_LISTED } from '@timekeep/shared/schemas/notifications';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fullNameOf } from '../../db/person-names';
import { notifications, people } from '../../db/schema';

const actor = sql`(SELECT ${fullNameOf(sql`${people.firstName}`, sql`${people.lastName}`)} FROM ${people} WHERE ${people.id} = ${notifications.actorId})`;

/**
 * A person's most recent messages, newest first, each with how many of all theirs are unread: one statement
 * (none listed means none at all, so none unread).
 */
export function listNotificationsOf(executor: Executor, recipientId: number) {
  return executor
    .select({
      id: notifications.id,
      kind: notifications.kind,
      subject: notifications.subject,
      body: notifications.body,
      link: notifications.link,
      actorName: sql<string | null>`${actor}`,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      unreadCount: sql<number>`(SELECT count(*)::int FROM ${notifications} AS unread
        WHERE unread.recipient_id = ${recipientId} AND unread.read_at IS NULL)`,
    })
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATIONS_LISTED);
}

/** What the policy needs of one message: whose it is. */
export async function findNotificationRecord(executor: Executor, notificationId: number) {
  const [record] = await executor
    .select({ id: notifications.id, recipientId: notifications.recipientId, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.id, notificationId));
  return record;
}

/**
 * Marks one message read, keeping the first time it was, and answers how many of the recipient's are still
 * unread: one statement.
 */
export async function markNotificationRead(
  executor: Executor,
  notificationId: number,
  recipientId: number,
): Promise<number> {
  const result = await executor.execute(sql`WITH marked AS (
      UPDATE ${notifications} SET read_at = now()
      WHERE id = ${notificationId} AND read_at IS NULL
      RETURNING id)
    SELECT count(*)::int AS "unreadCount" FROM ${notifications}
    WHERE recipient_id = ${recipientId} AND read_at IS NULL
      AND id NOT IN (SELECT id FROM marked)`);
  return (result as unknown as { rows: { unreadCount: number }[] }).rows[0]?.unreadCount ?? 0;
}

/** Marks every unread message of a person read, in one statement. */
export async function markAllNotificationsRead(executor: Executor, recipientId: number): Promise<void> {
  await executor
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
}
