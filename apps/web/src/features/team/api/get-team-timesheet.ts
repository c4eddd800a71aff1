import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timesheet, timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** GET /api/team/timesheets/{id}: a team member's timesheet, with what the lead may do with it. */
export async function getTeamTimesheet(timesheetId: number): Promise<Timesheet> {
  return (await apiCall<typeof timesheetResponseSchema>(`/api/team/timesheets/${timesheetId}`)).timesheet;
}

export function useTeamTimesheet(timesheetId: number) {
  return useQuery(
    queryOptions({ queryKey: teamKeys.timesheet(timesheetId), queryFn: () => getTeamTimesheet(timesheetId) }),
  );
}
