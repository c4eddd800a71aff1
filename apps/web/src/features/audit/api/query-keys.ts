import type { AuditQuery } from '@timekeep/shared/schemas/audit';
import { companyDataKeys } from '../../../lib/company-data/query-keys';

/** The audit log's queries, under the company-data root so every company-data write shows in it at once. */
export const auditKeys = {
  audit: (query: AuditQuery) => [...companyDataKeys.all, 'audit', query] as const,
};
