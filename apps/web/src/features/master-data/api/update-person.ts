import type { adminPersonResponseSchema, PersonUpdate } from '@timekeep/shared/schemas/admin-people';
import { apiCall } from '../../../lib/api-client';
import { lookupKeys } from '../../../lib/lookups/query-keys';
import { useMasterDataWrite } from './use-master-data-write';

/** PATCH /api/admin/people/{id}: the fields that changed. */
export async function updatePerson({ id, changes }: { id: number; changes: PersonUpdate }) {
  const response = await apiCall<typeof adminPersonResponseSchema>(`/api/admin/people/${id}`, {
    method: 'PATCH',
    body: changes,
  });
  return response.person;
}

export const useUpdatePerson = () => useMasterDataWrite(updatePerson, [lookupKeys.employees()]);
