import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scimKeys } from './query-keys';

/** DELETE /api/admin/scim/token; answers 204. */
export function useRevokeScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('/api/admin/scim/token', { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimKeys.settings() }),
  });
}
