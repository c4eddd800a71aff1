import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TimesheetStatusRevision,
  timesheetHistoryResponseSchema,
} from '@timekeep/shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** GET /api/team/timesheets/{id}/history: every status change with who made it and the note, oldest first. */
export async function getTeamTimesheetHistory(timesheetId: number): Promise<TimesheetStatusRevision[]> {
  const response = await apiCall<typeof timesheetHistoryResponseSchema>(
    `/api/team/timesheets/${timesheetId}/history`,
  );
  return response.timesheetStatusRevisions;
}

export function useTeamTimesheetHistory(timesheetId: number) {
  return useQuery(
    queryOptions({
      queryKey: teamKeys.timesheetHistory(timesheetId),
      queryFn: () => getTeamTimesheetHistory(timesheetId),
    }),
  );
}
