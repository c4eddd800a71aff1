import type { NotificationsRead } from '@timekeep/shared/schemas/notifications';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { can } from './notifications.policy';
import { findNotificationRecord, markNotificationRead } from './notifications.queries';

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
