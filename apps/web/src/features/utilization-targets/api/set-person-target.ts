import type { personUtilizationTargetResponseSchema } from '@timekeep/shared/schemas/utilization-targets';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** PUT /api/admin/utilization_targets/people/{personId}: their own target, or none (null). */
export async function setPersonTarget({ personId, target }: { personId: number; target: number | null }) {
  return (
    await apiCall<typeof personUtilizationTargetResponseSchema>(
      `/api/admin/utilization_targets/people/${personId}`,
      { method: 'PUT', body: { target } },
    )
  ).utilizationTarget;
}

export const useSetPersonTarget = () => useCompanyDataWrite(setPersonTarget);
