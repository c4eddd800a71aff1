import { apiRequest } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/** DELETE /api/admin/offices/{id}/holidays/{holidayId}. */
export async function deleteOfficeHoliday({ officeId, holidayId }: { officeId: number; holidayId: number }) {
  await apiRequest(`/api/admin/offices/${officeId}/holidays/${holidayId}`, { method: 'DELETE' });
}

export const useDeleteOfficeHoliday = () => useCompanyDataWrite(deleteOfficeHoliday, [lookupKeys.holidays]);
