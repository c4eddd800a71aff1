import { queryOptions, useQuery } from '@tanstack/react-query';
import { holidaysResponseSchema } from '@timekeep/shared/schemas/master-data';
import { apiCall } from '../../../lib/api-client';

/** GET /api/holidays: company holidays, which time off never counts and the date pickers block. */
export function getHolidays() {
  return apiCall('/api/holidays', holidaysResponseSchema);
}

export const holidaysQueryOptions = queryOptions({
  queryKey: ['time-off-holidays'],
  queryFn: getHolidays,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useHolidays() {
  return useQuery(holidaysQueryOptions);
}
