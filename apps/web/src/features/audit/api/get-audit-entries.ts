import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditQuery, auditResponseSchema } from '@timekeep/shared/schemas/audit';
import { apiCall } from '../../../lib/api-client';
import { auditKeys } from './query-keys';

/** GET /api/admin/audit: one page of the log, newest first, and the cursor of the next (older) page. */
export function getAuditEntries(query: AuditQuery) {
  return apiCall<typeof auditResponseSchema>('/api/admin/audit', { query });
}

export function auditEntriesQueryOptions(query: AuditQuery) {
  return queryOptions({ queryKey: auditKeys.audit(query), queryFn: () => getAuditEntries(query) });
}

/** Keeps the page on screen while the next one loads. */
export function useAuditEntries(query: AuditQuery) {
  return useQuery({ ...auditEntriesQueryOptions(query), placeholderData: keepPreviousData });
}
