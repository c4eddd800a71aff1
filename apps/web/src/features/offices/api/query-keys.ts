import { companyDataKeys } from '../../../lib/company-data/query-keys';

/** The offices' admin queries, under the company-data root so any company-data write refreshes them. */
export const officeKeys = {
  offices: () => [...companyDataKeys.all, 'offices'] as const,
  holidays: (officeId: number, year: number) =>
    [...companyDataKeys.all, 'office-holidays', officeId, year] as const,
  blackouts: (year: number) => [...companyDataKeys.all, 'blackouts', year] as const,
  moves: (personId: number) => [...companyDataKeys.all, 'office-moves', personId] as const,
};
