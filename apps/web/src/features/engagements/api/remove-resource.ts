import { apiRequest } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** DELETE /api/resources/{id}: refused (409, saying why) once the person logged to it. */
export async function removeResource(id: number): Promise<void> {
  await apiRequest(`/api/resources/${id}`, { method: 'DELETE' });
}

export const useRemoveResource = () => useCompanyDataWrite(removeResource);
