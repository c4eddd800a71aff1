import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdditionalProject, additionalProjectsResponseSchema } from '@timekeep/shared/schemas/catalog';
import { apiCall } from '../../../lib/api-client';
import { FILTER_OPTIONS_STALE_TIME, reportKeys } from './query-keys';

/** GET /api/additional_projects: every active internal project, the General Time report's Project options. */
export async function getReportAdditionalProjects(): Promise<AdditionalProject[]> {
  return (await apiCall<typeof additionalProjectsResponseSchema>('/api/additional_projects'))
    .additionalProjects;
}

export function useReportAdditionalProjects() {
  return useQuery(
    queryOptions({
      queryKey: reportKeys.additionalProjects(),
      queryFn: getReportAdditionalProjects,
      staleTime: FILTER_OPTIONS_STALE_TIME,
    }),
  );
}
