import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timesheet, timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';
import { userTimesheetKeys } from './user-timesheet-keys';

/** GET /api/timesheet?start_date&user_id: a person's timesheet of the period holding `startDate` (default current). */
export async function getUserTimesheet(userId: number, startDate: string | null): Promise<Timesheet> {
  const response = await apiCall<typeof timesheetResponseSchema>('/api/timesheet', {
    query: { start_date: startDate, user_id: userId },
  });
  return response.timesheet;
}

export function userTimesheetQueryOptions(userId: number, startDate: string | null) {
  return queryOptions({
    queryKey: userTimesheetKeys.userTimesheet(userId, startDate),
    queryFn: () => getUserTimesheet(userId, startDate),
  });
}

export function useUserTimesheet(userId: number, startDate: string | null) {
  return useQuery(userTimesheetQueryOptions(userId, startDate));
}
