import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import type { personPoliciesResponseSchema } from '@timekeep/shared/schemas/time-off-ledger';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** DELETE /api/admin/accrual_policy_assignments?spud_user_id&type: back to the company's default policy. */
export async function removeAccrualAssignment({
  spudUserId,
  type,
}: {
  spudUserId: number;
  type: TimeOffReason;
}) {
  return (
    await apiCall<typeof personPoliciesResponseSchema>('/api/admin/accrual_policy_assignments', {
      method: 'DELETE',
      query: { spud_user_id: spudUserId, type },
    })
  ).policies;
}

export const useRemoveAccrualAssignment = () => useCompanyDataWrite(removeAccrualAssignment);
