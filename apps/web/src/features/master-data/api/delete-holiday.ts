import { apiRequest } from '../../../lib/api-client';
import { lookupKeys } from '../../../lib/lookups/query-keys';
import { useMasterDataWrite } from './use-master-data-write';

/** DELETE /api/admin/holidays/{id}: refused (409) where approved timesheets count the day. */
export async function deleteHoliday(id: number): Promise<void> {
  await apiRequest(`/api/admin/holidays/${id}`, { method: 'DELETE' });
}

export const useDeleteHoliday = () => useMasterDataWrite(deleteHoliday, [lookupKeys.holidays]);
