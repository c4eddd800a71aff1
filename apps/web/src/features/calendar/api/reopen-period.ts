import type { closablePeriodResponseSchema, ReopenPeriodBody } from '@timekeep/shared/schemas/calendar';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** POST /api/admin/timesheet_periods/{id}/reopen: a closed period only (409 otherwise), for one person or everyone. */
export async function reopenPeriod({ id, body }: { id: number; body: ReopenPeriodBody }) {
  return (
    await apiCall<typeof closablePeriodResponseSchema>(`/api/admin/timesheet_periods/${id}/reopen`, {
      method: 'POST',
      body,
    })
  ).period;
}

export const useReopenPeriod = () => useCompanyDataWrite(reopenPeriod);
