import { apiRequest } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** DELETE /api/admin/additional_project_assignments/{id}: refused (409, saying why) once the person logged to it. */
export async function removeProjectAssignment(id: number): Promise<void> {
  await apiRequest(`/api/admin/additional_project_assignments/${id}`, { method: 'DELETE' });
}

export const useRemoveProjectAssignment = () => useCompanyDataWrite(removeProjectAssignment);
