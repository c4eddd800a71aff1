import type {
  AdditionalProjectAssignmentUpdate,
  additionalProjectAssignmentResponseSchema,
} from '@timekeep/shared/schemas/catalog';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** PATCH /api/admin/additional_project_assignments/{id}: new dates. */
export async function updateProjectAssignment({
  id,
  changes,
}: {
  id: number;
  changes: AdditionalProjectAssignmentUpdate;
}) {
  const response = await apiCall<typeof additionalProjectAssignmentResponseSchema>(
    `/api/admin/additional_project_assignments/${id}`,

    { method: 'PATCH', body: changes },
  );
  return response.assignment;
}

export const useUpdateProjectAssignment = () => useCompanyDataWrite(updateProjectAssignment);
