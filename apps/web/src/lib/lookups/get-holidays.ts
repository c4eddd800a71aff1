import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Holiday, holidaysResponseSchema } from '@timekeep/shared/schemas/calendar';
import { apiCall } from '../api-client';
import { lookupKeys } from './query-keys';

/** GET /api/holidays: company holidays, which lower timesheet capacity and which time off never counts. */
export async function getHolidays(): Promise<Holiday[]> {
  return (await apiCall<typeof holidaysResponseSchema>('/api/holidays')).holidays;
}

export const holidaysQueryOptions = queryOptions({
  queryKey: lookupKeys.holidays,
  queryFn: getHolidays,
  // Holidays are set once a year; an hour keeps a tab left open from missing a change for long.
  staleTime: 60 * 60 * 1000,
});

export function useHolidays() {
  return useQuery(holidaysQueryOptions);
}
