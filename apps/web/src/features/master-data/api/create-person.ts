import type { adminPersonResponseSchema, PersonInput } from '@timekeep/shared/schemas/admin-people';
import { apiCall } from '../../../lib/api-client';
import { lookupKeys } from '../../../lib/lookups/query-keys';
import { useMasterDataWrite } from './use-master-data-write';

/** POST /api/admin/people. */
export async function createPerson(input: PersonInput) {
  return (
    await apiCall<typeof adminPersonResponseSchema>('/api/admin/people', { method: 'POST', body: input })
  ).person;
}

export const useCreatePerson = () => useMasterDataWrite(createPerson, [lookupKeys.employees()]);
