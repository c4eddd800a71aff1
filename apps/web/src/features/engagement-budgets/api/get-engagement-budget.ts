import { queryOptions, useQuery } from '@tanstack/react-query';
import type { engagementBudgetResponseSchema } from '@timekeep/shared/schemas/budgets';
import { apiCall } from '../../../lib/api-client';
import { engagementBudgetKeys } from './query-keys';

/** GET /api/admin/engagement_budgets/{engagementId}: the budget (null: none), its burn, and the burn week by week. */
export function getEngagementBudget(engagementId: number) {
  return apiCall<typeof engagementBudgetResponseSchema>(`/api/admin/engagement_budgets/${engagementId}`);
}

export function engagementBudgetQueryOptions(engagementId: number) {
  return queryOptions({
    queryKey: engagementBudgetKeys.budget(engagementId),
    queryFn: () => getEngagementBudget(engagementId),
  });
}

export function useEngagementBudget(engagementId: number) {
  return useQuery(engagementBudgetQueryOptions(engagementId));
}
