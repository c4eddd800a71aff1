import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TimesheetStatusRevision,
  timesheetHistoryResponseSchema,
} from '@timekeep/shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';
import { timesheetKeys } from './query-keys';

/** GET /api/timesheet/{id}/history: the status revisions, oldest first. */
export async function getTimesheetHistory(timesheetId: number | null): Promise<TimesheetStatusRevision[]> {
  if (timesheetId === null) throw new Error('A timesheet id is required to fetch history');
  const response = await apiCall<typeof timesheetHistoryResponseSchema>(
    `/api/timesheet/${timesheetId}/history`,
  );
  return response.timesheetStatusRevisions;
}

export function useTimesheetHistory(timesheetId: number | null, version: number) {
  return useQuery(
    queryOptions({
      queryKey: timesheetKeys.history(timesheetId, version),
      queryFn: () => getTimesheetHistory(timesheetId),
      enabled: timesheetId !== null,
    }),
  );
}
