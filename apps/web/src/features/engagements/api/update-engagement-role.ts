import type {
  EngagementRoleUpdate,
  engagementRoleResponseSchema,
} from '@timekeep/shared/schemas/engagements';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** PATCH /api/admin/engagement_roles/{id}: a new name, rate or dates. */
export async function updateEngagementRole({ id, changes }: { id: number; changes: EngagementRoleUpdate }) {
  const response = await apiCall<typeof engagementRoleResponseSchema>(`/api/admin/engagement_roles/${id}`, {
    method: 'PATCH',
    body: changes,
  });
  return response.role;
}

export const useUpdateEngagementRole = () => useCompanyDataWrite(updateEngagementRole);
