import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PersonUtilizationTarget,
  personUtilizationTargetResponseSchema,
} from '@timekeep/shared/schemas/utilization-targets';
import { apiCall } from '../../../lib/api-client';
import { utilizationTargetKeys } from './query-keys';

/** GET /api/admin/utilization_targets/people/{personId}: their own target and the one that counts. */
export async function getPersonTarget(personId: number): Promise<PersonUtilizationTarget> {
  return (
    await apiCall<typeof personUtilizationTargetResponseSchema>(
      `/api/admin/utilization_targets/people/${personId}`,
    )
  ).utilizationTarget;
}

export function personTargetQueryOptions(personId: number) {
  return queryOptions({
    queryKey: utilizationTargetKeys.person(personId),
    queryFn: () => getPersonTarget(personId),
  });
}

export function usePersonTarget(personId: number) {
  return useQuery(personTargetQueryOptions(personId));
}
