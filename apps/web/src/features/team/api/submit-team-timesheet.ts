import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RowInput, Timesheet, timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** The rows as the lead was shown them, in the shape a save takes. */
export function rowsAsShown(timesheet: Timesheet): RowInput[] {
  return timesheet.timesheetRows.map((row) => ({
    id: row.id,
    resourceId: row.resourceId,
    additionalProjectId: row.additionalProjectId,
    timesheetEntries: row.timesheetEntries.map((entry) => ({
      date: entry.date,
      hours: entry.hours,
      note: entry.note,
    })),
  }));
}

/** PATCH /api/team/timesheets/{id}/submit: the lead submits on the employee's behalf what they were shown. */
export async function submitTeamTimesheet(timesheet: Timesheet): Promise<Timesheet> {
  if (timesheet.id === null) throw new Error('A timesheet id is required to submit on behalf');
  const response = await apiCall<typeof timesheetResponseSchema>(
    `/api/team/timesheets/${timesheet.id}/submit`,
    {
      method: 'PATCH',
      body: { timesheetRows: rowsAsShown(timesheet), version: timesheet.version },
    },
  );
  return response.timesheet;
}

export function useSubmitTeamTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTeamTimesheet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.timesheets() }),
  });
}
