import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelatedManager, relatedManagersResponseSchema } from '@timekeep/shared/schemas/team';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

type RelatedManagersResponse = z.output<typeof relatedManagersResponseSchema>;

/**
 * GET /api/related_managers: the leads the signed-in lead may view as (never themselves), and the leads they
 * stand in for today.
 */
export function getRelatedManagers(): Promise<RelatedManagersResponse> {
  return apiCall<typeof relatedManagersResponseSchema>('/api/related_managers');
}

const relatedManagersQuery = queryOptions({
  queryKey: teamKeys.relatedManagers(),
  queryFn: getRelatedManagers,
});

/** The leads the signed-in lead may view as. */
export function useRelatedManagers() {
  return useQuery({
    ...relatedManagersQuery,
    select: (response): RelatedManager[] => response.relatedManagers,
  });
}

/** The leads the signed-in person stands in for today (issue 38): their lists read 'Acting for ...'. */
export function useActingFor() {
  return useQuery({ ...relatedManagersQuery, select: (response): RelatedManager[] => response.actingFor });
}
