import type {
  AccrualPolicyInput,
  accrualPolicyResponseSchema,
} from '@timekeep/shared/schemas/time-off-ledger';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** POST /api/admin/accrual_policies. */
export async function createAccrualPolicy(input: AccrualPolicyInput) {
  return (
    await apiCall<typeof accrualPolicyResponseSchema>('/api/admin/accrual_policies', {
      method: 'POST',
      body: input,
    })
  ).policy;
}

export const useCreateAccrualPolicy = () => useCompanyDataWrite(createAccrualPolicy);
