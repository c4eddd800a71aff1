import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdditionalProject, additionalProjectsResponseSchema } from '@timekeep/shared/schemas/catalog';
import { apiCall } from '../../../lib/api-client';
import { timesheetKeys } from './query-keys';

/** GET /api/additional_projects: the general projects the person may log to. */
export async function getAdditionalProjects(): Promise<AdditionalProject[]> {
  return (await apiCall<typeof additionalProjectsResponseSchema>('/api/additional_projects'))
    .additionalProjects;
}

export const additionalProjectsQueryOptions = queryOptions({
  queryKey: timesheetKeys.additionalProjects(),
  queryFn: getAdditionalProjects,
});

export function useAdditionalProjects() {
  return useQuery(additionalProjectsQueryOptions);
}
