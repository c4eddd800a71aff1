import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  UtilizationTargets,
  utilizationTargetsResponseSchema,
} from '@timekeep/shared/schemas/utilization-targets';
import { apiCall } from '../../../lib/api-client';
import { utilizationTargetKeys } from './query-keys';

/** GET /api/admin/utilization_targets: the defaults by department and by job title, with every one to offer. */
export async function getUtilizationTargets(): Promise<UtilizationTargets> {
  return apiCall<typeof utilizationTargetsResponseSchema>('/api/admin/utilization_targets');
}

export function utilizationTargetsQueryOptions() {
  return queryOptions({ queryKey: utilizationTargetKeys.defaults(), queryFn: getUtilizationTargets });
}

export function useUtilizationTargets() {
  return useQuery(utilizationTargetsQueryOptions());
}
