import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { scimTokenCreatedResponseSchema } from '@timekeep/shared/schemas/scim';
import { apiCall } from '../../../lib/api-client';
import { scimKeys } from './query-keys';

/** POST /api/admin/scim/token: a new token, its secret answered this once; the one before stops working. */
export function useGenerateScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiCall<typeof scimTokenCreatedResponseSchema>('/api/admin/scim/token', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimKeys.settings() }),
  });
}
