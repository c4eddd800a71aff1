import type { NotificationsRead } from '@timekeep/shared/schemas/notifications';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { markAllNotificationsRead } from './notifications.queries';

/** POST /api/notifications/read_all: every unread message of the caller. */
export async function readAllNotifications(db: Db, actor: Actor): Promise<NotificationsRead> {
  await markAllNotificationsRead(db, actor.id);
  return { unreadCount: 0 };
}
