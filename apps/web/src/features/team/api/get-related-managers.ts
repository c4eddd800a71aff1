import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelatedManager, relatedManagersResponseSchema } from '@timekeep/shared/schemas/team';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** GET /api/related_managers: the leads the signed-in lead may view as (never themselves). */
export async function getRelatedManagers(): Promise<RelatedManager[]> {
  return (await apiCall<typeof relatedManagersResponseSchema>('/api/related_managers')).relatedManagers;
}

export function useRelatedManagers() {
  return useQuery(queryOptions({ queryKey: teamKeys.relatedManagers(), queryFn: getRelatedManagers }));
}
