import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScimSettings, scimSettingsResponseSchema } from '@timekeep/shared/schemas/scim';
import { apiCall } from '../../../lib/api-client';
import { scimKeys } from './query-keys';

/** GET /api/admin/scim: the base URL for the identity provider, and the live token (never its secret). */
export async function getScimSettings(): Promise<ScimSettings> {
  return apiCall<typeof scimSettingsResponseSchema>('/api/admin/scim');
}

export function scimSettingsQueryOptions() {
  return queryOptions({ queryKey: scimKeys.settings(), queryFn: getScimSettings });
}

export function useScimSettings() {
  return useQuery(scimSettingsQueryOptions());
}
