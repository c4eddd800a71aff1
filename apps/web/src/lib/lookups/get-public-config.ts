import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig, publicConfigSchema } from '@timekeep/shared/schemas/config';
import { apiCall } from '../api-client';
import { lookupKeys } from './query-keys';

/** GET /api/config: the version, the HR address and which telemetry is on; public, read before sign-in. */
export function getPublicConfig(): Promise<PublicConfig> {
  return apiCall<typeof publicConfigSchema>('/api/config');
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: lookupKeys.publicConfig,
  queryFn: getPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
