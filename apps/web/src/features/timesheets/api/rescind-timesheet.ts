import { useMutation } from '@tanstack/react-query';
import type { Timesheet, timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';

/** PATCH /api/timesheet/{id}/rescind: 'UNDO SUBMISSION' takes a pending timesheet back. */
export async function rescindTimesheet(timesheetId: number, version: number): Promise<Timesheet> {
  const response = await apiCall<typeof timesheetResponseSchema>(`/api/timesheet/${timesheetId}/rescind`, {
    method: 'PATCH',
    body: { version },
  });
  return response.timesheet;
}

export function useRescindTimesheet() {
  return useMutation({
    mutationFn: ({ timesheetId, version }: { timesheetId: number; version: number }) =>
      rescindTimesheet(timesheetId, version),
  });
}
