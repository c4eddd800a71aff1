import { companyDataKeys } from '../../../lib/company-data/query-keys';

/** A person's record as the admin edits it, under the company-data root so any company-data write refreshes it. */
export const peopleKeys = {
  person: (id: number) => [...companyDataKeys.all, 'person', id] as const,
};
