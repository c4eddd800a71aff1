import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webhookKeys } from './query-keys';

/** DELETE /api/admin/webhooks/{id}: the endpoint with its delivery log. */
export async function deleteWebhookEndpoint(id: number): Promise<void> {
  await apiRequest(`/api/admin/webhooks/${id}`, { method: 'DELETE' });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}
