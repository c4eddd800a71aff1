import { useMutation } from '@tanstack/react-query';
import type { Timesheet, timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';

/** PATCH /api/timesheet/{id}/submit: unsubmitted to pending. */
export async function submitTimesheet(timesheetId: number, version: number): Promise<Timesheet> {
  const response = await apiCall<typeof timesheetResponseSchema>(`/api/timesheet/${timesheetId}/submit`, {
    method: 'PATCH',
    body: { version },
  });
  return response.timesheet;
}

export function useSubmitTimesheet() {
  return useMutation({
    mutationFn: ({ timesheetId, version }: { timesheetId: number; version: number }) =>
      submitTimesheet(timesheetId, version),
  });
}
