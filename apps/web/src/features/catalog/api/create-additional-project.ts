import type { adminAdditionalProjectResponseSchema } from '@timekeep/shared/schemas/catalog';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** POST /api/admin/additional_projects: a new, active project nobody may log to yet. */
export async function createAdditionalProject(name: string) {
  const response = await apiCall<typeof adminAdditionalProjectResponseSchema>(
    '/api/admin/additional_projects',
    {
      method: 'POST',
      body: { name, active: true },
    },
  );
  return response.additionalProject;
}

export const useCreateAdditionalProject = () => useCompanyDataWrite(createAdditionalProject);
