import type { closablePeriodResponseSchema } from '@timekeep/shared/schemas/calendar';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** POST /api/admin/timesheet_periods/{id}/close: an ended, open period only (409 otherwise). */
export async function closePeriod(id: number) {
  return (
    await apiCall<typeof closablePeriodResponseSchema>(`/api/admin/timesheet_periods/${id}/close`, {
      method: 'POST',
    })
  ).period;
}

export const useClosePeriod = () => useCompanyDataWrite(closePeriod);
