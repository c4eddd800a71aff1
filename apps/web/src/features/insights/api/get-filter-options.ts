import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientsResponseSchema, departmentsResponseSchema } from '@timekeep/shared/schemas/master-data';
import { apiCall } from '../../../lib/api-client';
import { insightKeys } from './query-keys';

/** GET /api/departments and GET /api/clients: the choices of the Department and Client filters. */
export async function getFilterOptions() {
  const [departments, clients] = await Promise.all([
    apiCall('/api/departments', departmentsResponseSchema),
    apiCall('/api/clients', clientsResponseSchema),
  ]);
  return { departments: departments.departments, clients: clients.clients };
}

export const filterOptionsQueryOptions = queryOptions({
  queryKey: insightKeys.filterOptions(),
  queryFn: getFilterOptions,
  staleTime: 10 * 60 * 1000,
});

export function useFilterOptions() {
  return useQuery(filterOptionsQueryOptions);
}
