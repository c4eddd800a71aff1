import { apiRequest } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** DELETE /api/admin/offices/{id}/holidays/{holidayId}. */
export async function deleteOfficeHoliday({ officeId, holidayId }: { officeId: number; holidayId: number }) {
  await apiRequest(`/api/admin/offices/${officeId}/holidays/${holidayId}`, { method: 'DELETE' });
}

export const useDeleteOfficeHoliday = () => useCompanyDataWrite(deleteOfficeHoliday, []);
