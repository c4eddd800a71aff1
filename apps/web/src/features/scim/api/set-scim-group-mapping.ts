import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScimGroupMapping, scimGroupResponseSchema } from '@timekeep/shared/schemas/scim';
import { apiCall } from '../../../lib/api-client';
import { scimKeys } from './query-keys';

/** PUT /api/admin/scim/groups/{id}: the group's role and team lead, applied to its members at once. */
export function useSetScimGroupMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...mapping }: ScimGroupMapping & { id: string }) =>
      (
        await apiCall<typeof scimGroupResponseSchema>(`/api/admin/scim/groups/${id}`, {
          method: 'PUT',
          body: mapping,
        })
      ).group,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimKeys.groups() }),
  });
}
