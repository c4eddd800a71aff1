import { queryOptions, useQuery } from '@tanstack/react-query';
import { departmentsResponseSchema, type NamedOption } from '@timekeep/shared/schemas/master-data';
import { apiCall } from '../../../lib/api-client';
import { FILTER_OPTIONS_STALE_TIME, reportKeys } from './query-keys';

/** GET /api/departments: the Department filter's options, by name. */
export async function getDepartments(): Promise<NamedOption[]> {
  return (await apiCall('/api/departments', departmentsResponseSchema)).departments;
}

export function useDepartments() {
  return useQuery(
    queryOptions({
      queryKey: reportKeys.departments(),
      queryFn: getDepartments,
      staleTime: FILTER_OPTIONS_STALE_TIME,
    }),
  );
}
