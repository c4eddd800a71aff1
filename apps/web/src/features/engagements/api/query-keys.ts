import { companyDataKeys } from '../../../lib/company-data/query-keys';

/** The engagements' admin queries, under the company-data root so any company-data write refreshes them. */
export const engagementKeys = {
  engagements: (query: string) => [...companyDataKeys.all, 'engagements', query] as const,
  engagement: (id: number) => [...companyDataKeys.all, 'engagement', id] as const,
};
