import type { EngagementRoleInput, engagementRoleResponseSchema } from '@timekeep/shared/schemas/engagements';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** POST /api/admin/engagements/{id}/roles. */
export async function addEngagementRole({
  engagementId,
  role,
}: {
  engagementId: number;
  role: EngagementRoleInput;
}) {
  const response = await apiCall<typeof engagementRoleResponseSchema>(
    `/api/admin/engagements/${engagementId}/roles`,

    {
      method: 'POST',
      body: role,
    },
  );
  return response.role;
}

export const useAddEngagementRole = () => useCompanyDataWrite(addEngagementRole);
