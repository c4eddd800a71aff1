import { useQuery } from '@tanstack/react-query';
import type { notificationsResponseSchema } from '@timekeep/shared/schemas/notifications';
import { apiCall } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** How often the bell asks again while the page is open (and at once when the window gets focus back). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** GET /api/notifications: the most recent notifications and the unread count, kept fresh for the bell. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: () => apiCall<typeof notificationsResponseSchema>('/api/notifications'),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}
