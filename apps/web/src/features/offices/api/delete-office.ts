import { apiRequest } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** DELETE /api/admin/offices/{id}: refused (409) while anyone belongs to the office. */
export async function deleteOffice(id: number): Promise<void> {
  await apiRequest(`/api/admin/offices/${id}`, { method: 'DELETE' });
}

export const useDeleteOffice = () => useCompanyDataWrite(deleteOffice, []);
