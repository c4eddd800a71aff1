import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { reportExportSchema } from '@timekeep/shared/schemas/report-exports';
import { apiCall } from '../../../lib/api-client';
import { reportExportKeys } from './query-keys';

/** DELETE /api/report_exports/{id}: cancels an export while it is queued or running; answers it cancelled. */
export function useCancelReportExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiCall<typeof reportExportSchema>(`/api/report_exports/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportExportKeys.all }),
  });
}
