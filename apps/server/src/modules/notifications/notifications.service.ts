import type { NotificationsRead, NotificationsResponse } from '@timekeep/shared/schemas/notifications';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/access';
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
