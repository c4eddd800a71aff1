import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarFeedKind,
  calendarFeedCreatedResponseSchema,
  calendarFeedsResponseSchema,
} from '@timekeep/shared/schemas/calendar-feeds';
import { apiCall, apiRequest } from '../../../lib/api-client';
import { calendarFeedKeys } from './query-keys';

/** GET /api/calendar_feeds. */
export function useCalendarFeeds() {
  return useQuery({
    queryKey: calendarFeedKeys.all,
    queryFn: () => apiCall<typeof calendarFeedsResponseSchema>('/api/calendar_feeds'),
  });
}

/** POST /api/calendar_feeds/{kind}: a new secret address, answered once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: CalendarFeedKind) =>
      apiCall<typeof calendarFeedCreatedResponseSchema>(`/api/calendar_feeds/${kind}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}

/** DELETE /api/calendar_feeds/{kind}; answers 204. */
export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kind: CalendarFeedKind) => {
      await apiRequest(`/api/calendar_feeds/${kind}`, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}
