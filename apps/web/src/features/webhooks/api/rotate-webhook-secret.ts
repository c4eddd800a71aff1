import { useMutation } from '@tanstack/react-query';
import type { webhookEndpointCreatedResponseSchema } from '@timekeep/shared/schemas/webhooks';
import { apiCall } from '../../../lib/api-client';

/** POST /api/admin/webhooks/{id}/rotate_secret: a new signing secret, answered this once. */
export function rotateWebhookSecret(id: number) {
  return apiCall<typeof webhookEndpointCreatedResponseSchema>(`/api/admin/webhooks/${id}/rotate_secret`, {
    method: 'POST',
  });
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}
