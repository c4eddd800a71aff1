import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { auditLog, people } from '../../db/schema';

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

const actingForLead = alias(people, 'acting_for_lead');

/**
 * A page of the log, newest first (by id: the order entries were written), with the actor's name (and the
 * lead's they stood in for).
 */
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
      actingForId: auditLog.actingForId,
      actingForFirstName: actingForLead.firstName,
      actingForLastName: actingForLead.lastName,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(people, eq(people.id, auditLog.actorId))
    .leftJoin(actingForLead, eq(actingForLead.id, auditLog.actingForId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(filters.limit);
}
