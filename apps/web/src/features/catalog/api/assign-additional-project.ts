import type {
  AdditionalProjectAssignmentInput,
  additionalProjectAssignmentResponseSchema,
} from '@timekeep/shared/schemas/catalog';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** POST /api/admin/additional_projects/{id}/assignments: a person may log to the project from a date. */
export async function assignAdditionalProject({
  projectId,
  assignment,
}: {
  projectId: number;
  assignment: AdditionalProjectAssignmentInput;
}) {
  const response = await apiCall<typeof additionalProjectAssignmentResponseSchema>(
    `/api/admin/additional_projects/${projectId}/assignments`,

    { method: 'POST', body: assignment },
  );
  return response.assignment;
}

export const useAssignAdditionalProject = () => useCompanyDataWrite(assignAdditionalProject);
