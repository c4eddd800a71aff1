import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminAdditionalProject,
  adminAdditionalProjectsResponseSchema,
} from '@timekeep/shared/schemas/catalog';
import { apiCall } from '../../../lib/api-client';
import { catalogKeys } from './query-keys';

/** GET /api/admin/additional_projects: every additional project, inactive ones too, with who may log to it. */
export async function getAdminAdditionalProjects(): Promise<AdminAdditionalProject[]> {
  return (await apiCall<typeof adminAdditionalProjectsResponseSchema>('/api/admin/additional_projects'))
    .additionalProjects;
}

export const adminAdditionalProjectsQueryOptions = queryOptions({
  queryKey: catalogKeys.additionalProjects(),
  queryFn: getAdminAdditionalProjects,
});

export function useAdminAdditionalProjects() {
  return useQuery(adminAdditionalProjectsQueryOptions);
}
