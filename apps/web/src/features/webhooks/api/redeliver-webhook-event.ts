import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { webhookDeliveryResponseSchema } from '@timekeep/shared/schemas/webhooks';
import { apiCall } from '../../../lib/api-client';
import { webhookKeys } from './query-keys';

/** POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver: the same event queued again. */
export async function redeliverWebhookEvent({
  endpointId,
  deliveryId,
}: {
  endpointId: number;
  deliveryId: number;
}) {
  return (
    await apiCall<typeof webhookDeliveryResponseSchema>(
      `/api/admin/webhooks/${endpointId}/deliveries/${deliveryId}/redeliver`,
      { method: 'POST' },
    )
  ).delivery;
}

export function useRedeliverWebhookEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhookEvent,
    onSuccess: (_delivery, { endpointId }) =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) }),
  });
}
