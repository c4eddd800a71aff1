import type { AuditEntityType } from '@timekeep/shared/schemas/audit';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';

/** Audit recording, shared by every module that changes what the admins' audit log shows. */
export interface AuditEntry {
  actorId: number | null;
  /** The lead the actor stood in for (issue 38): the log reads 'actor for lead'. */
  actingForId?: number | null;
  action: string;
  entityType: AuditEntityType;
  entityId?: string | number | null;
  /** The record before the change, as the API shows it (absent: it was created). */
  before?: unknown;
  /** The record after the change (absent: it was deleted). */
  after?: unknown;
  detail?: Record<string, unknown>;
}

const jsonOrNull = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Appends entries to the audit log in ONE statement whatever their number (arrays unnested), inside the
 * caller's transaction so an entry exists exactly when its change does. No entries, no statement.
 */
export async function recordAudits(executor: Executor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await executor.execute(sql`
    INSERT INTO ${auditLog} (actor_id, acting_for_id, action, entity_type, entity_id, before, after, detail)
    SELECT actor_id, acting_for_id, action, entity_type, entity_id, before::jsonb, after::jsonb, detail::jsonb
    FROM unnest(
      ${sql.param(entries.map((entry) => entry.actorId))}::int[],
      ${sql.param(entries.map((entry) => entry.actingForId ?? null))}::int[],
      ${sql.param(entries.map((entry) => entry.action))}::text[],
      ${sql.param(entries.map((entry) => entry.entityType))}::text[],
      ${sql.param(entries.map((entry) => (entry.entityId == null ? null : String(entry.entityId))))}::text[],
      ${sql.param(entries.map((entry) => jsonOrNull(entry.before)))}::text[],
      ${sql.param(entries.map((entry) => jsonOrNull(entry.after)))}::text[],
      ${sql.param(entries.map((entry) => jsonOrNull(entry.detail)))}::text[]
    ) AS input(actor_id, acting_for_id, action, entity_type, entity_id, before, after, detail)`);
}

export function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  return recordAudits(executor, [entry]);
}
