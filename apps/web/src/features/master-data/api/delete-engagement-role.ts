import { apiRequest } from '../../../lib/api-client';
import { useMasterDataWrite } from './use-master-data-write';

/** DELETE /api/admin/engagement_roles/{id}: refused (409, saying why) once hours were logged to it. */
export async function deleteEngagementRole(id: number): Promise<void> {
  await apiRequest(`/api/admin/engagement_roles/${id}`, { method: 'DELETE' });
}

export const useDeleteEngagementRole = () => useMasterDataWrite(deleteEngagementRole);
