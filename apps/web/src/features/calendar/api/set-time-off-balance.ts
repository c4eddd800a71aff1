import type {
  adminTimeOffBalanceResponseSchema,
  TimeOffBalanceInput,
} from '@timekeep/shared/schemas/calendar';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** PUT /api/admin/time_off_balances: sets (or replaces) one person's balance of a leave type for a year. */
export async function setTimeOffBalance(input: TimeOffBalanceInput) {
  const response = await apiCall<typeof adminTimeOffBalanceResponseSchema>('/api/admin/time_off_balances', {
    method: 'PUT',
    body: input,
  });
  return response.balance;
}

export const useSetTimeOffBalance = () => useCompanyDataWrite(setTimeOffBalance);
