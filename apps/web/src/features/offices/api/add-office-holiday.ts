import type { OfficeHolidayInput, officeHolidayResponseSchema } from '@timekeep/shared/schemas/offices';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/** POST /api/admin/offices/{id}/holidays: refused (409) when the office already has a holiday that day. */
export async function addOfficeHoliday({ officeId, ...input }: OfficeHolidayInput & { officeId: number }) {
  return (
    await apiCall<typeof officeHolidayResponseSchema>(`/api/admin/offices/${officeId}/holidays`, {
      method: 'POST',
      body: input,
    })
  ).holiday;
}

export const useAddOfficeHoliday = () => useCompanyDataWrite(addOfficeHoliday, [lookupKeys.holidays]);
