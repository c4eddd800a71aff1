import {
  type EmailPreferencesBody,
  type EmailPreferencesResponse,
  emailTopicKinds,
  emailTopicSchema,
  type NotificationKind,
  type NotificationsRead,
  type NotificationsResponse,
} from '@timekeep/shared/schemas/notifications';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { deleteEmailOptOuts, insertEmailOptOuts, listEmailOptOuts } from './email-preferences.queries';
import { can } from './notifications.policy';
import {
  findNotificationRecord,
  listNotificationsOf,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.queries';

/** GET /api/notifications: the caller's most recent messages, newest first, and how many are unread. */
export async function listNotifications(db: Db, actor: Actor): Promise<NotificationsResponse> {
  const rows = await listNotificationsOf(db, actor.id);
  return {
    notifications: rows.map(({ unreadCount: _unread, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    unreadCount: rows[0]?.unreadCount ?? 0,
  };
}

/**
 * POST /api/notifications/{id}/read, answering how many are still unread. Someone else's message is not found, as a missing one: whether it
 * exists is nobody else's business either.
 */
export async function readNotification(
  db: Db,
  actor: Actor,
  notificationId: number,
): Promise<NotificationsRead> {
  const notification = await findNotificationRecord(db, notificationId);
  if (!notification || !can(actor, 'markRead', notification)) {
    throw new AppError('not_found', 'Notification not found.');
  }
  return { unreadCount: await markNotificationRead(db, notificationId, actor.id) };
}

/** POST /api/notifications/read_all: every unread message of the caller. */
export async function readAllNotifications(db: Db, actor: Actor): Promise<NotificationsRead> {
  await markAllNotificationsRead(db, actor.id);
  return { unreadCount: 0 };
}

/** Every topic, in order, emailed unless one of its kinds was turned off. */
function emailPreferencesOf(optedOut: readonly NotificationKind[]): EmailPreferencesResponse {
  return {
    topics: emailTopicSchema.options.map((topic) => ({
      topic,
      email: !emailTopicKinds[topic].some((kind) => optedOut.includes(kind)),
    })),
  };
}

/** GET /api/notifications/email_preferences: which topics the caller gets by email. */
export async function getEmailPreferences(db: Db, actor: Actor): Promise<EmailPreferencesResponse> {
  return emailPreferencesOf(await listEmailOptOuts(db, actor.id));
}

/**
 * PUT /api/notifications/email_preferences: turns the topics sent on or off, for the caller alone, in one
 * transaction (a statement for those turned on, one for those turned off, whatever their number); the others
 * keep their choice. Emails already queued follow it, as the worker reads it when it sends.
 */
export async function changeEmailPreferences(
  db: Db,
  actor: Actor,
  body: EmailPreferencesBody,
): Promise<EmailPreferencesResponse> {
  const kindsOf = (email: boolean) =>
    emailTopicSchema.options
      .filter((topic) => body.topics[topic] === email)
      .flatMap((topic) => emailTopicKinds[topic]);
  const optedOut = await db.transaction(async (tx) => {
    await deleteEmailOptOuts(tx, actor.id, kindsOf(true));
    await insertEmailOptOuts(tx, actor.id, kindsOf(false));
    return listEmailOptOuts(tx, actor.id);
  });
  return emailPreferencesOf(optedOut);
}
