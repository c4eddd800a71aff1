import type { OfficeMoveInput, officeMovesResponseSchema } from '@timekeep/shared/schemas/offices';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/**
 * PUT /api/admin/people/{id}/offices: the person belongs to the office from that day on (a move of that day is
 * replaced). Their holidays follow the office, so the signed-in person's own holidays are read again too.
 */
export async function moveToOffice({ personId, ...input }: OfficeMoveInput & { personId: number }) {
  return (
    await apiCall<typeof officeMovesResponseSchema>(`/api/admin/people/${personId}/offices`, {
      method: 'PUT',
      body: input,
    })
  ).moves;
}

export const useMoveToOffice = () => useCompanyDataWrite(moveToOffice, [lookupKeys.holidays]);
