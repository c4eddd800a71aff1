import { companyDataKeys } from '../../../lib/company-data/query-keys';

/** The engagement budgets' admin queries, under the company-data root so any company-data write refreshes them. */
export const engagementBudgetKeys = {
  budget: (engagementId: number) => [...companyDataKeys.all, 'engagement-budget', engagementId] as const,
};
