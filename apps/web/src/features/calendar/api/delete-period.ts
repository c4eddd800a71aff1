import { apiRequest } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/** DELETE /api/admin/timesheet_periods/{id}: only the last period, before it starts and without timesheets. */
export async function deletePeriod(id: number): Promise<void> {
  await apiRequest(`/api/admin/timesheet_periods/${id}`, { method: 'DELETE' });
}

export const useDeletePeriod = () => useCompanyDataWrite(deletePeriod, [lookupKeys.timesheetPeriods]);
