import type { generatePeriodsResponseSchema } from '@timekeep/shared/schemas/calendar';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/** POST /api/admin/timesheet_periods/generate: every missing semi-monthly period up to the one holding `through`. */
export function generatePeriods(through: string) {
  return apiCall<typeof generatePeriodsResponseSchema>('/api/admin/timesheet_periods/generate', {
    method: 'POST',
    body: { through },
  });
}

export const useGeneratePeriods = () => useCompanyDataWrite(generatePeriods, [lookupKeys.timesheetPeriods]);
