import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint, webhookEndpointsResponseSchema } from '@timekeep/shared/schemas/webhooks';
import { apiCall } from '../../../lib/api-client';
import { webhookKeys } from './query-keys';

/** GET /api/admin/webhooks: every endpoint, without its secret. */
export async function getWebhookEndpoints(): Promise<WebhookEndpoint[]> {
  return (await apiCall<typeof webhookEndpointsResponseSchema>('/api/admin/webhooks')).endpoints;
}

export function webhookEndpointsQueryOptions() {
  return queryOptions({ queryKey: webhookKeys.endpoints(), queryFn: getWebhookEndpoints });
}

export function useWebhookEndpoints() {
  return useQuery(webhookEndpointsQueryOptions());
}
