import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Engagement, engagementsResponseSchema } from '@timekeep/shared/schemas/engagements';
import { apiCall } from '../../../lib/api-client';
import { FILTER_OPTIONS_STALE_TIME, reportKeys } from './query-keys';

/** GET /api/engagements: the client engagements, the Project filter's options once a client is chosen. */
export async function getEngagements(): Promise<Engagement[]> {
  return (await apiCall<typeof engagementsResponseSchema>('/api/engagements')).engagements;
}

export function useEngagements() {
  return useQuery(
    queryOptions({
      queryKey: reportKeys.engagements(),
      queryFn: getEngagements,
      staleTime: FILTER_OPTIONS_STALE_TIME,
    }),
  );
}
