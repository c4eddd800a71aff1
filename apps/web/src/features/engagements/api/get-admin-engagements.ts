import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEngagement, adminEngagementsResponseSchema } from '@timekeep/shared/schemas/engagements';
import { apiCall } from '../../../lib/api-client';
import { engagementKeys } from './query-keys';

/** GET /api/admin/engagements?query: engagements whose name, project code or client holds the query. */
export async function getAdminEngagements(query: string): Promise<AdminEngagement[]> {
  const response = await apiCall<typeof adminEngagementsResponseSchema>('/api/admin/engagements', {
    query: { query: query || undefined },
  });
  return response.engagements;
}

export function adminEngagementsQueryOptions(query: string) {
  return queryOptions({
    queryKey: engagementKeys.engagements(query),
    queryFn: () => getAdminEngagements(query),
  });
}

/** Keeps the last list on screen while the next search loads. */
export function useAdminEngagements(query: string) {
  return useQuery({ ...adminEngagementsQueryOptions(query), placeholderData: keepPreviousData });
}
