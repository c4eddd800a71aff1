import type { OfficeInput, officeResponseSchema } from '@timekeep/shared/schemas/offices';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** POST /api/admin/offices: refused (409) when another office has the name. */
export async function addOffice(input: OfficeInput) {
  return (await apiCall<typeof officeResponseSchema>('/api/admin/offices', { method: 'POST', body: input }))
    .office;
}

export const useAddOffice = () => useCompanyDataWrite(addOffice, []);
