import { companyDataKeys } from '../../../lib/company-data/query-keys';

/** The utilization targets' admin queries, under the company-data root so any company-data write refreshes them. */
export const utilizationTargetKeys = {
  defaults: () => [...companyDataKeys.all, 'utilization-targets'] as const,
  person: (personId: number) => [...companyDataKeys.all, 'utilization-targets', 'person', personId] as const,
};
