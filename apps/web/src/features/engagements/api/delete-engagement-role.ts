import { apiRequest } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** DELETE /api/admin/engagement_roles/{id}: refused (409, saying why) once hours were logged to it. */
export async function deleteEngagementRole(id: number): Promise<void> {
  await apiRequest(`/api/admin/engagement_roles/${id}`, { method: 'DELETE' });
}

export const useDeleteEngagementRole = () => useCompanyDataWrite(deleteEngagementRole);
