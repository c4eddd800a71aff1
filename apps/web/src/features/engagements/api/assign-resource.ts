import type { ResourceInput, resourceResponseSchema } from '@timekeep/shared/schemas/engagements';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** POST /api/resources: a person takes a role; the server raises their code alert. */
export async function assignResource(input: ResourceInput) {
  return (await apiCall<typeof resourceResponseSchema>('/api/resources', { method: 'POST', body: input }))
    .resource;
}

export const useAssignResource = () => useCompanyDataWrite(assignResource);
