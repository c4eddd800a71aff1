import type { HolidayInput, holidayResponseSchema } from '@timekeep/shared/schemas/calendar';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/** POST /api/admin/holidays: refused (409) where approved timesheets already count the day. */
export async function addHoliday(input: HolidayInput) {
  return (await apiCall<typeof holidayResponseSchema>('/api/admin/holidays', { method: 'POST', body: input }))
    .holiday;
}

export const useAddHoliday = () => useCompanyDataWrite(addHoliday, [lookupKeys.holidays]);
