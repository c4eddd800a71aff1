import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDelivery, webhookDeliveriesResponseSchema } from '@timekeep/shared/schemas/webhooks';
import { apiCall } from '../../../lib/api-client';
import { webhookKeys } from './query-keys';

/** GET /api/admin/webhooks/{id}/deliveries: the most recent deliveries, newest first, with their attempts. */
export async function getWebhookDeliveries(endpointId: number): Promise<WebhookDelivery[]> {
  return (
    await apiCall<typeof webhookDeliveriesResponseSchema>(`/api/admin/webhooks/${endpointId}/deliveries`)
  ).deliveries;
}

export function webhookDeliveriesQueryOptions(endpointId: number) {
  return queryOptions({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: () => getWebhookDeliveries(endpointId),
    // Deliveries move on by themselves (sent, retried): the open log follows them.
    refetchInterval: 5000,
  });
}

export function useWebhookDeliveries(endpointId: number) {
  return useQuery(webhookDeliveriesQueryOptions(endpointId));
}
