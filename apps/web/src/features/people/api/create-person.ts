import type { adminPersonResponseSchema, PersonInput } from '@timekeep/shared/schemas/people';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/** POST /api/admin/people. */
export async function createPerson(input: PersonInput) {
  return (
    await apiCall<typeof adminPersonResponseSchema>('/api/admin/people', { method: 'POST', body: input })
  ).person;
}

export const useCreatePerson = () => useCompanyDataWrite(createPerson, [lookupKeys.employees()]);
