import { queryOptions, useQuery } from '@tanstack/react-query';
import type { clientsResponseSchema } from '@timekeep/shared/schemas/catalog';
import type { NamedOption } from '@timekeep/shared/schemas/common';
import { apiCall } from '../api-client';
import { lookupKeys, REFERENCE_DATA_STALE_TIME } from './query-keys';

/** GET /api/clients: every client, by name (report and chart filters, engagement forms). */
export async function getClients(): Promise<NamedOption[]> {
  return (await apiCall<typeof clientsResponseSchema>('/api/clients')).clients;
}

export const clientsQueryOptions = queryOptions({
  queryKey: lookupKeys.clients,
  queryFn: getClients,
  staleTime: REFERENCE_DATA_STALE_TIME,
});

export function useClients() {
  return useQuery(clientsQueryOptions);
}
