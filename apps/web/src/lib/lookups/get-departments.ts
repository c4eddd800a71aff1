import { queryOptions, useQuery } from '@tanstack/react-query';
import type { departmentsResponseSchema } from '@timekeep/shared/schemas/catalog';
import type { NamedOption } from '@timekeep/shared/schemas/common';
import { apiCall } from '../api-client';
import { lookupKeys, REFERENCE_DATA_STALE_TIME } from './query-keys';

/** GET /api/departments: every department, by name (report and chart filters, people and engagement forms). */
export async function getDepartments(): Promise<NamedOption[]> {
  return (await apiCall<typeof departmentsResponseSchema>('/api/departments')).departments;
}

export const departmentsQueryOptions = queryOptions({
  queryKey: lookupKeys.departments,
  queryFn: getDepartments,
  staleTime: REFERENCE_DATA_STALE_TIME,
});

export function useDepartments() {
  return useQuery(departmentsQueryOptions);
}
