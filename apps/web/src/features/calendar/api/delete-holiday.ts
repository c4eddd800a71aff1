import { apiRequest } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/** DELETE /api/admin/holidays/{id}: refused (409) where approved timesheets count the day. */
export async function deleteHoliday(id: number): Promise<void> {
  await apiRequest(`/api/admin/holidays/${id}`, { method: 'DELETE' });
}

export const useDeleteHoliday = () => useCompanyDataWrite(deleteHoliday, [lookupKeys.holidays]);
