import type {
  AccrualPolicyInput,
  accrualPolicyResponseSchema,
} from '@timekeep/shared/schemas/time-off-ledger';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** PUT /api/admin/accrual_policies/{id}: what the policy posts from now on (posted accruals stay). */
export async function updateAccrualPolicy({ id, input }: { id: number; input: AccrualPolicyInput }) {
  return (
    await apiCall<typeof accrualPolicyResponseSchema>(`/api/admin/accrual_policies/${id}`, {
      method: 'PUT',
      body: input,
    })
  ).policy;
}

export const useUpdateAccrualPolicy = () => useCompanyDataWrite(updateAccrualPolicy);
