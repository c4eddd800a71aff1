import type {
  AdditionalProjectUpdate,
  adminAdditionalProjectResponseSchema,
} from '@timekeep/shared/schemas/catalog';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** PATCH /api/admin/additional_projects/{id}: a new name, or active (offered) or not. */
export async function updateAdditionalProject({
  id,
  changes,
}: {
  id: number;
  changes: AdditionalProjectUpdate;
}) {
  const response = await apiCall<typeof adminAdditionalProjectResponseSchema>(
    `/api/admin/additional_projects/${id}`,

    {
      method: 'PATCH',
      body: changes,
    },
  );
  return response.additionalProject;
}

export const useUpdateAdditionalProject = () => useCompanyDataWrite(updateAdditionalProject);
