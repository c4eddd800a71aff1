import type { QueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from '@timekeep/shared/schemas/notifications';
import { notificationKeys } from './query-keys';

/**
 * Shows a mark as read at once (the notifications marked, and the count the server answered), then asks for
 * the list again.
 */
export function showReadInCache(
  queryClient: QueryClient,
  unreadCount: number,
  marked: (notificationId: number) => boolean,
) {
  const readAt = new Date().toISOString();
  queryClient.setQueryData<NotificationsResponse>(notificationKeys.all, (current) =>
    current
      ? {
          unreadCount,
          notifications: current.notifications.map((notification) =>
            notification.readAt === null && marked(notification.id)
              ? { ...notification, readAt }
              : notification,
          ),
        }
      : current,
  );
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
