import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientsResponseSchema, type NamedOption } from '@timekeep/shared/schemas/master-data';
import { apiCall } from '../../../lib/api-client';
import { FILTER_OPTIONS_STALE_TIME, reportKeys } from './query-keys';

/** GET /api/clients: the Client filter's options, by name. */
export async function getClients(): Promise<NamedOption[]> {
  return (await apiCall('/api/clients', clientsResponseSchema)).clients;
}

export function useClients() {
  return useQuery(
    queryOptions({
      queryKey: reportKeys.clients(),
      queryFn: getClients,
      staleTime: FILTER_OPTIONS_STALE_TIME,
    }),
  );
}
