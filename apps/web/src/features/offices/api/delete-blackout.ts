import { apiRequest } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** DELETE /api/admin/blackouts/{id}: time off may be asked for on its days again. */
export async function deleteBlackout(id: number): Promise<void> {
  await apiRequest(`/api/admin/blackouts/${id}`, { method: 'DELETE' });
}

export const useDeleteBlackout = () => useCompanyDataWrite(deleteBlackout, []);
