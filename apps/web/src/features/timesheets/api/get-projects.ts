import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeProject, projectsResponseSchema } from '@timekeep/shared/schemas/engagements';
import { apiCall } from '../../../lib/api-client';
import { timesheetKeys } from './query-keys';

/** GET /api/projects: the person's engagements and roles active in the period holding `startDate`. */
export async function getProjects(startDate: string): Promise<EmployeeProject[]> {
  return (await apiCall<typeof projectsResponseSchema>('/api/projects', { query: { start_date: startDate } }))
    .projects;
}

export function projectsQueryOptions(startDate: string | undefined) {
  return queryOptions({
    queryKey: timesheetKeys.projects(startDate),
    queryFn: () => getProjects(startDate!),
    enabled: startDate !== undefined,
  });
}

export function useProjects(startDate: string | undefined) {
  return useQuery(projectsQueryOptions(startDate));
}
