import { apiRequest } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** DELETE /api/admin/engagement_budgets/{engagementId}: the engagement has no budget any more. */
export async function deleteEngagementBudget(engagementId: number) {
  await apiRequest(`/api/admin/engagement_budgets/${engagementId}`, { method: 'DELETE' });
}

export const useDeleteEngagementBudget = () => useCompanyDataWrite(deleteEngagementBudget);
