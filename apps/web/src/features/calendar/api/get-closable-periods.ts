import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClosablePeriod, closablePeriodsResponseSchema } from '@timekeep/shared/schemas/calendar';
import { apiCall } from '../../../lib/api-client';
import { calendarKeys } from './query-keys';

/** GET /api/admin/timesheet_periods/closing: the ended periods, the latest first, with their running reopenings. */
export async function getClosablePeriods(): Promise<ClosablePeriod[]> {
  return (await apiCall<typeof closablePeriodsResponseSchema>('/api/admin/timesheet_periods/closing'))
    .periods;
}

export const closablePeriodsQueryOptions = queryOptions({
  queryKey: calendarKeys.closablePeriods(),
  queryFn: getClosablePeriods,
});

export function useClosablePeriods() {
  return useQuery(closablePeriodsQueryOptions);
}
