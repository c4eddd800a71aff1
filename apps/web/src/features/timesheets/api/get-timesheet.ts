import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Timesheet, timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';
import { timesheetKeys } from './query-keys';

/** GET /api/timesheet: the signed-in person's timesheet for the period holding `startDate` (default current). */
export async function getTimesheet(startDate: string | null): Promise<Timesheet> {
  const response = await apiCall<typeof timesheetResponseSchema>('/api/timesheet', {
    query: { start_date: startDate },
  });
  return response.timesheet;
}

export const timesheetQueryOptions = (startDate: string | null) =>
  queryOptions({
    queryKey: timesheetKeys.period(startDate),
    queryFn: () => getTimesheet(startDate),
    // The page holds local edits on top of this copy: it changes only when the person saves or reloads.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // Another period shows the one before (locked while loading) instead of a loader, so the period
    // selector keeps the focus of the person moving through periods.
    placeholderData: keepPreviousData,
  });

export function useTimesheet(startDate: string | null) {
  return useQuery(timesheetQueryOptions(startDate));
}
