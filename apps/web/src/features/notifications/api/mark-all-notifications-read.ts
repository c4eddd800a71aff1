import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { notificationsReadResponseSchema } from '@timekeep/shared/schemas/notifications';
import { apiCall } from '../../../lib/api-client';
import { showReadInCache } from './read-in-cache';

/** POST /api/notifications/read_all. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiCall<typeof notificationsReadResponseSchema>('/api/notifications/read_all', { method: 'POST' }),
    onSuccess: ({ unreadCount }) => showReadInCache(queryClient, unreadCount, () => true),
  });
}
