import type { adminPersonResponseSchema } from '@timekeep/shared/schemas/people';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** PUT /api/admin/people/{id}/related_managers: every lead the person may view as, replacing the list. */
export async function setRelatedManagers({
  id,
  relatedManagerIds,
}: {
  id: number;
  relatedManagerIds: number[];
}) {
  const response = await apiCall<typeof adminPersonResponseSchema>(
    `/api/admin/people/${id}/related_managers`,
    {
      method: 'PUT',
      body: { relatedManagerIds },
    },
  );
  return response.person;
}

export const useSetRelatedManagers = () => useCompanyDataWrite(setRelatedManagers);
