import type { adminPersonResponseSchema, PersonUpdate } from '@timekeep/shared/schemas/people';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/** PATCH /api/admin/people/{id}: the fields that changed. */
export async function updatePerson({ id, changes }: { id: number; changes: PersonUpdate }) {
  const response = await apiCall<typeof adminPersonResponseSchema>(`/api/admin/people/${id}`, {
    method: 'PATCH',
    body: changes,
  });
  return response.person;
}

export const useUpdatePerson = () => useCompanyDataWrite(updatePerson, [lookupKeys.employees()]);
