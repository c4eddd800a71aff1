import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { notificationsReadResponseSchema } from '@timekeep/shared/schemas/notifications';
import { apiCall } from '../../../lib/api-client';
import { showReadInCache } from './read-in-cache';

/** POST /api/notifications/{id}/read: one notification opened. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiCall<typeof notificationsReadResponseSchema>(`/api/notifications/${id}/read`, { method: 'POST' }),
    onSuccess: ({ unreadCount }, id) =>
      showReadInCache(queryClient, unreadCount, (notificationId) => notificationId === id),
  });
}
