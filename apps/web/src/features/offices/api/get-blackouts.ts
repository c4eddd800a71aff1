import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blackout, blackoutsResponseSchema } from '@timekeep/shared/schemas/offices';
import { apiCall } from '../../../lib/api-client';
import { officeKeys } from './query-keys';

/** GET /api/admin/blackouts?year: the blackout days holding a day of the year, the company's and each office's. */
export async function getBlackouts(year: number): Promise<Blackout[]> {
  return (await apiCall<typeof blackoutsResponseSchema>('/api/admin/blackouts', { query: { year } }))
    .blackouts;
}

export function useBlackouts(year: number) {
  return useQuery(queryOptions({ queryKey: officeKeys.blackouts(year), queryFn: () => getBlackouts(year) }));
}
