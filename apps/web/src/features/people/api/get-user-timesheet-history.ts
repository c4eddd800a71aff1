import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TimesheetStatusRevision,
  timesheetHistoryResponseSchema,
} from '@timekeep/shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';
import { userTimesheetKeys } from './user-timesheet-keys';

/** GET /api/timesheet/{id}/history?user_id: a person's timesheet's status revisions, oldest first. */
export async function getUserTimesheetHistory(
  userId: number,
  timesheetId: number,
): Promise<TimesheetStatusRevision[]> {
  const response = await apiCall<typeof timesheetHistoryResponseSchema>(
    `/api/timesheet/${timesheetId}/history`,
    {
      query: { user_id: userId },
    },
  );
  return response.timesheetStatusRevisions;
}

/** A timesheet never saved (no id) has no history, and is not asked for one. */
export function useUserTimesheetHistory(userId: number, timesheet: { id: number | null; version: number }) {
  const { id, version } = timesheet;
  return useQuery(
    queryOptions({
      queryKey: userTimesheetKeys.userTimesheetHistory(userId, id, version),
      queryFn: () => getUserTimesheetHistory(userId, id!),
      enabled: id !== null,
    }),
  );
}
