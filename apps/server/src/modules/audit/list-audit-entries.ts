import { fullName } from '@timekeep/shared/domain/person-names';
import { AUDIT_PAGE_DEFAULT, type AuditEntry, type AuditQuery } from '@timekeep/shared/schemas/audit';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/access';
import { policyActorOf } from '../team-scope/team-scope';
import { can } from './audit.policy';
import { listAuditEntries } from './audit.queries';

/** GET /api/admin/audit: one page, newest first, and where the next (older) page starts. */
export async function listAuditPage(db: Db, actor: Actor, query: AuditQuery) {
  if (!can(policyActorOf(actor), 'read'))
    throw new AppError('forbidden', 'Only admins may read the audit log.');
  const limit = query.limit ?? AUDIT_PAGE_DEFAULT;
  // One more than the page tells whether another page follows, in the same statement.
  const rows = await listAuditEntries(db, {
    actorId: query.actor_id,
    entityType: query.entity_type,
    entityId: query.entity_id,
    fromDate: query.from,
    toDate: query.to,
    beforeId: query.cursor,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const entries: AuditEntry[] = page.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor:
      row.actorId === null || row.actorFirstName === null || row.actorLastName === null
        ? null
        : { id: row.actorId, name: fullName({ firstName: row.actorFirstName, lastName: row.actorLastName }) },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    detail: row.detail,
  }));
  return { entries, nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}
