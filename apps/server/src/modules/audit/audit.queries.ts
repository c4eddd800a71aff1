import type { AuditEntityType } from '@timekeep/shared/schemas/audit';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, people } from '../../db/schema';

export interface AuditEntry {
  actorId: number | null;
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
    INSERT INTO ${auditLog} (actor_id, action, entity_type, entity_id, before, after, detail)
    SELECT actor_id, action, entity_type, entity_id, before::jsonb, after::jsonb, detail::jsonb
    FROM unnest(
      ${sql.param(entries.map((entry) => entry.actorId))}::int[],
      ${sql.param(entries.map((entry) => entry.action))}::text[],
      ${sql.param(entries.map((entry) => entry.entityType))}::text[],
      ${sql.param(entries.map((entry) => (entry.entityId == null ? null : String(entry.entityId))))}::text[],
      ${sql.param(entries.map((entry) => jsonOrNull(entry.before)))}::text[],
      ${sql.param(entries.map((entry) => jsonOrNull(entry.after)))}::text[],
      ${sql.param(entries.map((entry) => jsonOrNull(entry.detail)))}::text[]
    ) AS input(actor_id, action, entity_type, entity_id, before, after, detail)`);
}

export function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  return recordAudits(executor, [entry]);
}

export interface AuditFilters {
  actorId?: number;
  entityType?: string;
  entityId?: string;
  /** UTC days, both included. */
  fromDate?: string;
  toDate?: string;
  /** Entries older than this id (the page before ended there). */
  beforeId?: number;
  limit: number;
}

/** A page of the log, newest first (by id: the order entries were written), with the actor's name. */
export function listAuditEntries(executor: Executor, filters: AuditFilters) {
  const conditions: (SQL | undefined)[] = [
    filters.actorId === undefined ? undefined : eq(auditLog.actorId, filters.actorId),
    filters.entityType === undefined ? undefined : eq(auditLog.entityType, filters.entityType),
    filters.entityId === undefined ? undefined : eq(auditLog.entityId, filters.entityId),
    filters.fromDate === undefined
      ? undefined
      : gte(auditLog.createdAt, sql`(${filters.fromDate}::date)::timestamp AT TIME ZONE 'UTC'`),
    filters.toDate === undefined
      ? undefined
      : lt(auditLog.createdAt, sql`(${filters.toDate}::date + 1)::timestamp AT TIME ZONE 'UTC'`),
    filters.beforeId === undefined ? undefined : lt(auditLog.id, filters.beforeId),
  ];
  return executor
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorFirstName: people.firstName,
      actorLastName: people.lastName,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(people, eq(people.id, auditLog.actorId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(filters.limit);
}
