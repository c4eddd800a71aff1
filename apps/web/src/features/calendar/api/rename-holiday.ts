import type { holidayResponseSchema } from '@timekeep/shared/schemas/calendar';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/** PATCH /api/admin/holidays/{id}: a new name (to move a holiday, delete it and add the new date). */
export async function renameHoliday({ id, name }: { id: number; name: string }) {
  return (
    await apiCall<typeof holidayResponseSchema>(`/api/admin/holidays/${id}`, {
      method: 'PATCH',
      body: { name },
    })
  ).holiday;
}

export const useRenameHoliday = () => useCompanyDataWrite(renameHoliday, [lookupKeys.holidays]);
