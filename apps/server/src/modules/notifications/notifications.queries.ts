import { NOTIFICATIONS_LISTED } from '@timekeep/shared/schemas/notifications';
import { DECISION_BATCH_UNDO_MINUTES } from '@timekeep/shared/schemas/timesheets';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { nowParameter } from '../../core/period-close';
import type { Executor } from '../../db/client';
import { isoTimestamp } from '../../db/iso-timestamp';
import { fullNameOf } from '../../db/person-names';
import { notifications, people, timesheetDecisionBatches } from '../../db/schema';

const actor = sql`(SELECT ${fullNameOf(sql`${people.firstName}`, sql`${people.lastName}`)} FROM ${people} WHERE ${people.id} = ${notifications.actorId})`;

/** Until when a lead's decision in bulk may be undone: ten minutes after it. */
const undoableUntil = sql`(batch.created_at + make_interval(mins => ${DECISION_BATCH_UNDO_MINUTES}::int))`;

/**
 * On a lead's message about their decision in bulk (issue 38), the batch while they may still undo it (not
 * undone, its ten minutes not over) and until when; null otherwise.
 */
const undo = () => sql<{ batchId: number; until: string } | null>`(
  SELECT json_build_object('batchId', batch.id, 'until', ${isoTimestamp(undoableUntil)})
  FROM ${timesheetDecisionBatches} AS batch
  WHERE ${notifications.kind} = 'timesheet_batch_decided'
    AND batch.id = (${notifications.detail}->>'batchId')::int AND batch.actor_id = ${notifications.recipientId}
    AND batch.undone_at IS NULL AND ${undoableUntil} > ${nowParameter()})`;

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
      undo: undo(),
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
