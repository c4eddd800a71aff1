import type { NotificationsResponse } from '@timekeep/shared/schemas/notifications';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { listNotificationsOf } from './notifications.queries';

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
