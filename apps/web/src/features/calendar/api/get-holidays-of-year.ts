import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Holiday, holidaysOfYearResponseSchema } from '@timekeep/shared/schemas/calendar';
import { apiCall } from '../../../lib/api-client';
import { calendarKeys } from './query-keys';

/** GET /api/admin/holidays?year: the year's company holidays in date order. */
export async function getHolidaysOfYear(year: number): Promise<Holiday[]> {
  return (await apiCall<typeof holidaysOfYearResponseSchema>('/api/admin/holidays', { query: { year } }))
    .holidays;
}

export function holidaysOfYearQueryOptions(year: number) {
  return queryOptions({ queryKey: calendarKeys.holidays(year), queryFn: () => getHolidaysOfYear(year) });
}

export function useHolidaysOfYear(year: number) {
  return useQuery(holidaysOfYearQueryOptions(year));
}
