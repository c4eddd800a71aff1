import type { OfficeInput, officeResponseSchema } from '@timekeep/shared/schemas/offices';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** PUT /api/admin/offices/{id}: a new name or time zone; refused (409) when another office has the name. */
export async function updateOffice({ id, ...input }: OfficeInput & { id: number }) {
  return (
    await apiCall<typeof officeResponseSchema>(`/api/admin/offices/${id}`, { method: 'PUT', body: input })
  ).office;
}

export const useUpdateOffice = () => useCompanyDataWrite(updateOffice, []);
