import type { BlackoutInput, blackoutResponseSchema } from '@timekeep/shared/schemas/offices';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** POST /api/admin/blackouts: days of one office (officeId) or the whole company (null). */
export async function addBlackout(input: BlackoutInput) {
  return (
    await apiCall<typeof blackoutResponseSchema>('/api/admin/blackouts', { method: 'POST', body: input })
  ).blackout;
}

export const useAddBlackout = () => useCompanyDataWrite(addBlackout, []);
