import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EngagementDetail, engagementDetailResponseSchema } from '@timekeep/shared/schemas/engagements';
import { apiCall } from '../../../lib/api-client';
import { engagementKeys } from './query-keys';

/** GET /api/admin/engagements/{id}: the engagement with its roles, their rates and who holds each. */
export async function getEngagement(id: number): Promise<EngagementDetail> {
  return (await apiCall<typeof engagementDetailResponseSchema>(`/api/admin/engagements/${id}`)).engagement;
}

export function engagementQueryOptions(id: number) {
  return queryOptions({ queryKey: engagementKeys.engagement(id), queryFn: () => getEngagement(id) });
}

export function useEngagement(id: number) {
  return useQuery(engagementQueryOptions(id));
}
