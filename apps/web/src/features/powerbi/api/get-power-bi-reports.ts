import { queryOptions, useQuery } from '@tanstack/react-query';
import type { powerBiReportsResponseSchema } from '@timekeep/shared/schemas/powerbi';
import { apiCall } from '../../../lib/api-client';
import { biReportKeys } from './query-keys';

/** GET /api/powerbi/reports: the reports of the configured workspace, by name. */
export async function getPowerBiReports() {
  return (await apiCall<typeof powerBiReportsResponseSchema>('/api/powerbi/reports')).reports;
}

export const powerBiReportsQueryOptions = queryOptions({
  queryKey: biReportKeys.list(),
  queryFn: getPowerBiReports,
  // A missing configuration (501) or a Power BI refusal will not change on a quick retry.
  retry: false,
});

export function usePowerBiReports() {
  return useQuery(powerBiReportsQueryOptions);
}
