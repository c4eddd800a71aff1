import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookEndpointInput,
  webhookEndpointCreatedResponseSchema,
} from '@timekeep/shared/schemas/webhooks';
import { apiCall } from '../../../lib/api-client';
import { webhookKeys } from './query-keys';

/** POST /api/admin/webhooks: the endpoint and its signing secret, answered this once. */
export function addWebhookEndpoint(input: WebhookEndpointInput) {
  return apiCall<typeof webhookEndpointCreatedResponseSchema>('/api/admin/webhooks', {
    method: 'POST',
    body: input,
  });
}

export function useAddWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}
