import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfficeHoliday, officeHolidaysResponseSchema } from '@timekeep/shared/schemas/offices';
import { apiCall } from '../../../lib/api-client';
import { officeKeys } from './query-keys';

/** GET /api/admin/offices/{id}/holidays?year: the office's own holidays of the year. */
export async function getOfficeHolidays(officeId: number, year: number): Promise<OfficeHoliday[]> {
  return (
    await apiCall<typeof officeHolidaysResponseSchema>(`/api/admin/offices/${officeId}/holidays`, {
      query: { year },
    })
  ).holidays;
}

export function useOfficeHolidays(officeId: number, year: number) {
  return useQuery(
    queryOptions({
      queryKey: officeKeys.holidays(officeId, year),
      queryFn: () => getOfficeHolidays(officeId, year),
    }),
  );
}
