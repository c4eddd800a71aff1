import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import type { ledgerResponseSchema } from '@timekeep/shared/schemas/time-off-ledger';
import { apiCall } from '../../../lib/api-client';
import { accrualKeys } from './query-keys';

/** GET /api/admin/time_off_ledger?spud_user_id&type&year: how anyone's balance came to be, and their policies. */
export function getPersonLedger(spudUserId: number, type: TimeOffReason, year: number) {
  return apiCall<typeof ledgerResponseSchema>('/api/admin/time_off_ledger', {
    query: { spud_user_id: spudUserId, type, year },
  });
}

export function personLedgerQueryOptions(spudUserId: number, type: TimeOffReason, year: number) {
  return queryOptions({
    queryKey: accrualKeys.ledger(spudUserId, type, year),
    queryFn: () => getPersonLedger(spudUserId, type, year),
  });
}

/** Asked only while someone's history (or their policies) is on screen: `spudUserId` and `type` set. */
export function usePersonLedger(spudUserId: number | null, type: TimeOffReason | null, year: number) {
  return useQuery({
    ...personLedgerQueryOptions(spudUserId ?? 0, type ?? 'pto', year),
    enabled: spudUserId !== null && type !== null,
  });
}
