import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfficeMove, officeMovesResponseSchema } from '@timekeep/shared/schemas/offices';
import { apiCall } from '../../../lib/api-client';
import { officeKeys } from './query-keys';

/** GET /api/admin/people/{id}/offices: the person's moves between offices, the latest first. */
export async function getOfficeMoves(personId: number): Promise<OfficeMove[]> {
  return (await apiCall<typeof officeMovesResponseSchema>(`/api/admin/people/${personId}/offices`)).moves;
}

export function useOfficeMoves(personId: number) {
  return useQuery(
    queryOptions({ queryKey: officeKeys.moves(personId), queryFn: () => getOfficeMoves(personId) }),
  );
}
