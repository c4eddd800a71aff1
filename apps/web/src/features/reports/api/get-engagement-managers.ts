import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NamedOption } from '@timekeep/shared/schemas/common';
import type { engagementManagersResponseSchema } from '@timekeep/shared/schemas/people';
import { apiCall } from '../../../lib/api-client';
import { FILTER_OPTIONS_STALE_TIME, reportKeys } from './query-keys';

/** GET /api/employees/engagement_managers: people who manage at least one engagement. */
export async function getEngagementManagers(): Promise<NamedOption[]> {
  return (await apiCall<typeof engagementManagersResponseSchema>('/api/employees/engagement_managers'))
    .spudUsers;
}

export function useEngagementManagers() {
  return useQuery(
    queryOptions({
      queryKey: reportKeys.engagementManagers(),
      queryFn: getEngagementManagers,
      staleTime: FILTER_OPTIONS_STALE_TIME,
    }),
  );
}
