import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReportExport,
  ReportExportStatus,
  reportExportListSchema,
} from '@timekeep/shared/schemas/report-exports';
import { apiCall } from '../../../lib/api-client';
import { reportExportKeys } from './query-keys';

/** How often the list is asked again while an export is being prepared, so it turns Ready by itself. */
export const PENDING_REFRESH_MS = 4000;

/** Queued or running: the exports a person may still cancel, and wait for. */
export const isPending = (status: ReportExportStatus) => status === 'queued' || status === 'running';

/** GET /api/report_exports: the caller's exports of the last 7 days, newest first. */
export function useReportExports() {
  return useQuery({
    queryKey: reportExportKeys.all,
    queryFn: async () => (await apiCall<typeof reportExportListSchema>('/api/report_exports')).exports,
    refetchInterval: (query) =>
      query.state.data?.some((one: ReportExport) => isPending(one.status)) ? PENDING_REFRESH_MS : false,
  });
}

/** Asks for the list again now: a report's page calls it when an export it asked for was queued. */
export function useRefreshReportExports() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: reportExportKeys.all });
  };
}
