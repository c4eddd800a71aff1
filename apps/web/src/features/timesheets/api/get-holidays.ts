import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Holiday, holidaysResponseSchema } from '@timekeep/shared/schemas/master-data';
import { apiCall } from '../../../lib/api-client';

/** GET /api/holidays. */
export async function getHolidays(): Promise<Holiday[]> {
  return (await apiCall('/api/holidays', holidaysResponseSchema)).holidays;
}

export function useHolidays() {
  return useQuery(queryOptions({ queryKey: ['holidays'], queryFn: getHolidays, staleTime: 60 * 60 * 1000 }));
}
