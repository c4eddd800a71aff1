import { type AuditEntry, auditResponseSchema } from '@timekeep/shared/schemas/audit';
import { expect } from 'vitest';
import type { Requests } from './request';

/** The audit log's newest entries matching the filters, read as an admin through GET /api/admin/audit. */
export async function auditEntries(
  admin: Requests,
  filters: { entity_type?: string; entity_id?: string | number; actor_id?: number; limit?: number } = {},
): Promise<AuditEntry[]> {
  const query = new URLSearchParams(
    Object.entries(filters).map(([key, value]) => [key, String(value)] as [string, string]),
  );
  const response = await admin.get(`/api/admin/audit?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return auditResponseSchema.parse(response.json()).entries;
}

/** The newest entry about one record. */
export async function latestAudit(admin: Requests, entityType: string, entityId: string | number) {
  const [entry] = await auditEntries(admin, { entity_type: entityType, entity_id: entityId, limit: 1 });
  return entry;
}
