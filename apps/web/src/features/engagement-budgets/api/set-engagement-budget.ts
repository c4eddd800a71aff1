import type { BudgetInput, engagementBudgetResponseSchema } from '@timekeep/shared/schemas/budgets';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** PUT /api/admin/engagement_budgets/{engagementId}: sets or replaces the budget; a change alerts again. */
export function setEngagementBudget({ engagementId, budget }: { engagementId: number; budget: BudgetInput }) {
  return apiCall<typeof engagementBudgetResponseSchema>(`/api/admin/engagement_budgets/${engagementId}`, {
    method: 'PUT',
    body: budget,
  });
}

export const useSetEngagementBudget = () => useCompanyDataWrite(setEngagementBudget);
