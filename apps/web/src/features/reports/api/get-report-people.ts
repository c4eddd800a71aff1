import { queryOptions, useQuery } from '@tanstack/react-query';
import type { allResourcesResponseSchema, ResourceOption } from '@timekeep/shared/schemas/engagements';
import { apiCall } from '../../../lib/api-client';
import { FILTER_OPTIONS_STALE_TIME, reportKeys } from './query-keys';

/**
 * GET /api/resources/all_resources: who is assigned to which engagement, only people whose rows the caller
 * may read; the Employee filter's options.
 */
export async function getReportPeople(): Promise<ResourceOption[]> {
  return (await apiCall<typeof allResourcesResponseSchema>('/api/resources/all_resources')).resources;
}

export function useReportPeople() {
  return useQuery(
    queryOptions({
      queryKey: reportKeys.people(),
      queryFn: getReportPeople,
      staleTime: FILTER_OPTIONS_STALE_TIME,
    }),
  );
}
