import type { ResourceUpdate, resourceResponseSchema } from '@timekeep/shared/schemas/engagements';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** PATCH /api/resources/{id}: new dates of an assignment. */
export async function updateResource({ id, changes }: { id: number; changes: ResourceUpdate }) {
  return (
    await apiCall<typeof resourceResponseSchema>(`/api/resources/${id}`, { method: 'PATCH', body: changes })
  ).resource;
}

export const useUpdateResource = () => useCompanyDataWrite(updateResource);
