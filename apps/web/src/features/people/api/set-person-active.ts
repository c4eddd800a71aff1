import type { adminPersonResponseSchema } from '@timekeep/shared/schemas/people';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/**
 * POST /api/admin/people/{id}/deactivate or /reactivate. Deactivating ends the person's sessions at once and
 * refuses their sign-in; nothing of theirs is deleted.
 */
export async function setPersonActive({ id, active }: { id: number; active: boolean }) {
  const response = await apiCall<typeof adminPersonResponseSchema>(
    `/api/admin/people/${id}/${active ? 'reactivate' : 'deactivate'}`,

    { method: 'POST' },
  );
  return response.person;
}

export const useSetPersonActive = () => useCompanyDataWrite(setPersonActive, [lookupKeys.employees()]);
