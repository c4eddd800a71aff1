import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScimGroup, scimGroupsResponseSchema } from '@timekeep/shared/schemas/scim';
import { apiCall } from '../../../lib/api-client';
import { scimKeys } from './query-keys';

/** GET /api/admin/scim/groups: the groups the identity provider pushed, with their mapping. */
export async function getScimGroups(): Promise<ScimGroup[]> {
  return (await apiCall<typeof scimGroupsResponseSchema>('/api/admin/scim/groups')).groups;
}

export function scimGroupsQueryOptions() {
  return queryOptions({ queryKey: scimKeys.groups(), queryFn: getScimGroups });
}

export function useScimGroups() {
  return useQuery(scimGroupsQueryOptions());
}
