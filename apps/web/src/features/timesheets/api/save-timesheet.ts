import { useMutation } from '@tanstack/react-query';
import type {
  SaveTimesheetBody,
  Timesheet,
  timesheetResponseSchema,
} from '@timekeep/shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';

/** POST /api/timesheet for the first save of a period, PUT /api/timesheet/{id} afterwards. */
export async function saveTimesheet(timesheetId: number | null, body: SaveTimesheetBody): Promise<Timesheet> {
  const response =
    timesheetId === null
      ? await apiCall<typeof timesheetResponseSchema>('/api/timesheet', { method: 'POST', body })
      : await apiCall<typeof timesheetResponseSchema>(`/api/timesheet/${timesheetId}`, {
          method: 'PUT',
          body,
        });
  return response.timesheet;
}

export function useSaveTimesheet() {
  return useMutation({
    mutationFn: ({ timesheetId, body }: { timesheetId: number | null; body: SaveTimesheetBody }) =>
      saveTimesheet(timesheetId, body),
  });
}
