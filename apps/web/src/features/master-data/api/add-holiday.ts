import type { HolidayInput, holidayResponseSchema } from '@timekeep/shared/schemas/admin-calendar';
import { apiCall } from '../../../lib/api-client';
import { lookupKeys } from '../../../lib/lookups/query-keys';
import { useMasterDataWrite } from './use-master-data-write';

/** POST /api/admin/holidays: refused (409) where approved timesheets already count the day. */
export async function addHoliday(input: HolidayInput) {
  return (await apiCall<typeof holidayResponseSchema>('/api/admin/holidays', { method: 'POST', body: input }))
    .holiday;
}

export const useAddHoliday = () => useMasterDataWrite(addHoliday, [lookupKeys.holidays]);
