import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimesheetPeriod, timesheetPeriodsResponseSchema } from '@timekeep/shared/schemas/calendar';
import { apiCall } from '../api-client';
import { lookupKeys } from './query-keys';

/** GET /api/timesheet_periods: every semi-monthly period, the current one flagged. */
export async function getTimesheetPeriods(): Promise<TimesheetPeriod[]> {
  return (await apiCall<typeof timesheetPeriodsResponseSchema>('/api/timesheet_periods')).timesheetPeriods;
}

export const timesheetPeriodsQueryOptions = queryOptions({
  queryKey: lookupKeys.timesheetPeriods,
  queryFn: getTimesheetPeriods,
  staleTime: 60 * 60 * 1000,
});

export function useTimesheetPeriods() {
  return useQuery(timesheetPeriodsQueryOptions);
}
