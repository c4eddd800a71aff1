import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import type { ledgerResponseSchema } from '@timekeep/shared/schemas/time-off-ledger';
import { apiCall } from '../../../lib/api-client';
import { timeOffKeys } from './query-keys';

/** GET /api/ptos/ledger?type&year: how the caller's balance of a type came to be in a year. */
export function getTimeOffLedger(type: TimeOffReason, year: number) {
  return apiCall<typeof ledgerResponseSchema>('/api/ptos/ledger', { query: { type, year } });
}

export function timeOffLedgerQueryOptions(type: TimeOffReason, year: number) {
  return queryOptions({
    queryKey: timeOffKeys.ledger(type, year),
    queryFn: () => getTimeOffLedger(type, year),
  });
}

/** Asked only while a history is open (`type` set). */
export function useTimeOffLedger(type: TimeOffReason | null, year: number) {
  return useQuery({ ...timeOffLedgerQueryOptions(type ?? 'pto', year), enabled: type !== null });
}
