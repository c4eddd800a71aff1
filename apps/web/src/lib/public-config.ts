import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PublicConfig, publicConfigSchema } from '@timekeep/shared/schemas/config';
import { apiCall } from './api-client';

export function getPublicConfig(): Promise<PublicConfig> {
  return apiCall('/api/config', publicConfigSchema);
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: getPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
