import { companyDataKeys } from '../../../lib/company-data/query-keys';

/** The catalog's admin queries, under the company-data root so any company-data write refreshes them. */
export const catalogKeys = {
  additionalProjects: () => [...companyDataKeys.all, 'additional-projects'] as const,
};
