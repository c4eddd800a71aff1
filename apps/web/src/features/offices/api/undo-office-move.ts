import type { officeMovesResponseSchema } from '@timekeep/shared/schemas/offices';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/** DELETE /api/admin/people/{id}/offices?effective_from: undoes the move of that day; the office before it stands. */
export async function undoOfficeMove({
  personId,
  effectiveFrom,
}: {
  personId: number;
  effectiveFrom: string;
}) {
  return (
    await apiCall<typeof officeMovesResponseSchema>(`/api/admin/people/${personId}/offices`, {
      method: 'DELETE',
      query: { effective_from: effectiveFrom },
    })
  ).moves;
}

export const useUndoOfficeMove = () => useCompanyDataWrite(undoOfficeMove, [lookupKeys.holidays]);
