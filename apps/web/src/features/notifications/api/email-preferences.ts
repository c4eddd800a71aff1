import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmailPreferencesResponse,
  EmailTopic,
  emailPreferencesResponseSchema,
} from '@timekeep/shared/schemas/notifications';
import { apiCall } from '../../../lib/api-client';
import { toast } from '../../../lib/toasts';
import { notificationKeys } from './query-keys';

const url = '/api/notifications/email_preferences';

/** GET /api/notifications/email_preferences: which topics the caller also gets by email. */
export function useEmailPreferences() {
  return useQuery({
    queryKey: notificationKeys.emailPreferences,
    queryFn: () => apiCall<typeof emailPreferencesResponseSchema>(url),
  });
}

export interface EmailPreferenceChange {
  topic: EmailTopic;
  email: boolean;
}

/**
 * PUT /api/notifications/email_preferences with the one topic switched: shown at once, put back as it was
 * with an error toast when the server refuses or cannot be reached.
 */
export function useChangeEmailPreference() {
  const queryClient = useQueryClient();
  const key = notificationKeys.emailPreferences;
  return useMutation({
    mutationFn: ({ topic, email }: EmailPreferenceChange) =>
      apiCall<typeof emailPreferencesResponseSchema>(url, {
        method: 'PUT',
        body: { topics: { [topic]: email } },
      }),
    onMutate: async ({ topic, email }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<EmailPreferencesResponse>(key);
      queryClient.setQueryData<EmailPreferencesResponse>(key, (current) =>
        current
          ? { topics: current.topics.map((shown) => (shown.topic === topic ? { topic, email } : shown)) }
          : current,
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      queryClient.setQueryData(key, context?.before);
      toast.error({ title: 'Email setting not saved', message: 'It is back as it was. Please try again.' });
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
