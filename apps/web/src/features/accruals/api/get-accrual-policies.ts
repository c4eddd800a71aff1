import { queryOptions, useQuery } from '@tanstack/react-query';
import type { accrualPoliciesResponseSchema } from '@timekeep/shared/schemas/time-off-ledger';
import { apiCall } from '../../../lib/api-client';
import { accrualKeys } from './query-keys';

/** GET /api/admin/accrual_policies: every policy, with how many people it applies to now. */
export async function getAccrualPolicies() {
  return (await apiCall<typeof accrualPoliciesResponseSchema>('/api/admin/accrual_policies')).policies;
}

export const accrualPoliciesQueryOptions = queryOptions({
  queryKey: accrualKeys.policies(),
  queryFn: getAccrualPolicies,
});

export function useAccrualPolicies() {
  return useQuery(accrualPoliciesQueryOptions);
}
