import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TimesheetPeriod, timesheetPeriodsResponseSchema } from '@timekeep/shared/schemas/master-data';
import { apiCall } from '../../../lib/api-client';

/** GET /api/timesheet_periods. */
export async function getTimesheetPeriods(): Promise<TimesheetPeriod[]> {
  return (await apiCall('/api/timesheet_periods', timesheetPeriodsResponseSchema)).timesheetPeriods;
}

export function useTimesheetPeriods() {
  return useQuery(
    queryOptions({
      queryKey: ['timesheet-periods'],
      queryFn: getTimesheetPeriods,
      staleTime: 60 * 60 * 1000,
    }),
  );
}
