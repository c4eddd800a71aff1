import type { LedgerAdjustmentInput, ledgerResponseSchema } from '@timekeep/shared/schemas/time-off-ledger';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** POST /api/admin/time_off_ledger/adjustments: adds (or removes) hours of a balance, with the reason. */
export function adjustBalance(input: LedgerAdjustmentInput) {
  return apiCall<typeof ledgerResponseSchema>('/api/admin/time_off_ledger/adjustments', {
    method: 'POST',
    body: input,
  });
}

export const useAdjustBalance = () => useCompanyDataWrite(adjustBalance);
