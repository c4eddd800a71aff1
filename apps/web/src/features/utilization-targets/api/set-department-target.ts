import type { departmentTargetResponseSchema } from '@timekeep/shared/schemas/utilization-targets';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** PUT /api/admin/utilization_targets/departments/{departmentId}: the department's default, or none (null). */
export async function setDepartmentTarget({
  departmentId,
  target,
}: {
  departmentId: number;
  target: number | null;
}) {
  return (
    await apiCall<typeof departmentTargetResponseSchema>(
      `/api/admin/utilization_targets/departments/${departmentId}`,
      { method: 'PUT', body: { target } },
    )
  ).department;
}

export const useSetDepartmentTarget = () => useCompanyDataWrite(setDepartmentTarget);
