import type {
  AccrualAssignmentInput,
  personPoliciesResponseSchema,
} from '@timekeep/shared/schemas/time-off-ledger';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** PUT /api/admin/accrual_policy_assignments: a person's own policy of a type (`policyId` null: no accrual). */
export async function assignAccrualPolicy(input: AccrualAssignmentInput) {
  return (
    await apiCall<typeof personPoliciesResponseSchema>('/api/admin/accrual_policy_assignments', {
      method: 'PUT',
      body: input,
    })
  ).policies;
}

export const useAssignAccrualPolicy = () => useCompanyDataWrite(assignAccrualPolicy);
