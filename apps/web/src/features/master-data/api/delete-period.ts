import { apiRequest } from '../../../lib/api-client';
import { lookupKeys } from '../../../lib/lookups/query-keys';
import { useMasterDataWrite } from './use-master-data-write';

/** DELETE /api/admin/timesheet_periods/{id}: only the last period, before it starts and without timesheets. */
export async function deletePeriod(id: number): Promise<void> {
  await apiRequest(`/api/admin/timesheet_periods/${id}`, { method: 'DELETE' });
}

export const useDeletePeriod = () => useMasterDataWrite(deletePeriod, [lookupKeys.timesheetPeriods]);
