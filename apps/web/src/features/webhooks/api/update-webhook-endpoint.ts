import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpointChange, webhookEndpointResponseSchema } from '@timekeep/shared/schemas/webhooks';
import { apiCall } from '../../../lib/api-client';
import { webhookKeys } from './query-keys';

/** PATCH /api/admin/webhooks/{id}: its description, events, or whether it is on. */
export async function updateWebhookEndpoint({ id, ...change }: WebhookEndpointChange & { id: number }) {
  return (
    await apiCall<typeof webhookEndpointResponseSchema>(`/api/admin/webhooks/${id}`, {
      method: 'PATCH',
      body: change,
    })
  ).endpoint;
}

export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
