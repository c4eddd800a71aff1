import { fullName } from '@timekeep/shared/domain/person-names';
import {
  AUDIT_PAGE_DEFAULT,
  type AuditEntry,
  type AuditQuery,
  type TimesheetCellChange,
} from '@timekeep/shared/schemas/audit';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { findRowLabels } from '../timesheets';
import { authorize } from './audit.policy';
import { listAuditEntries } from './audit.queries';
import { type KeyedCellChange, projectIdsOfChanges, timesheetCellChanges } from './timesheet-cell-changes';

/** A project the log names that no longer exists still gets a name. */
function fallbackLabel(projectKey: string): string {
  const [kind, id] = projectKey.split(':');
  return kind === 'resource' ? `Assignment #${id}` : `Additional project #${id}`;
}

/**
 * The cells each timesheet write of a page changed, its projects named (one statement for the whole page):
 * a save reads as the days it changed, not as the rows before and after.
 */
async function changedCellsOf(
  db: Db,
  rows: readonly { entityType: string; before: unknown; after: unknown }[],
): Promise<(TimesheetCellChange[] | null)[]> {
  const keyed: (KeyedCellChange[] | null)[] = rows.map((row) =>
    row.entityType === 'timesheet' ? timesheetCellChanges(row.before, row.after) : null,
  );
  const all = keyed.flatMap((changes) => changes ?? []);
  if (all.length === 0) return keyed.map((changes) => (changes === null ? null : []));
  const { resourceIds, additionalProjectIds } = projectIdsOfChanges(all);
  const labels = await findRowLabels(db, resourceIds, additionalProjectIds);
  return keyed.map((changes) =>
    changes === null
      ? null
      : changes
          .map(({ date, projectKey, before, after }) => ({
            date,
            project: labels.get(projectKey) ?? fallbackLabel(projectKey),
            before,
            after,
          }))
          .sort((a, b) => a.date.localeCompare(b.date) || a.project.localeCompare(b.project)),
  );
}

/** GET /api/admin/audit: one page, newest first, and where the next (older) page starts. */
export async function listAuditPage(db: Db, actor: Actor, query: AuditQuery) {
  authorize(policyActorOf(actor), 'read');
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
  const changedCells = await changedCellsOf(db, page);
  const entries: AuditEntry[] = page.map((row, index) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor:
      row.actorId === null || row.actorFirstName === null || row.actorLastName === null
        ? null
        : { id: row.actorId, name: fullName({ firstName: row.actorFirstName, lastName: row.actorLastName }) },
    actingFor:
      row.actingForId === null || row.actingForFirstName === null || row.actingForLastName === null
        ? null
        : {
            id: row.actingForId,
            name: fullName({ firstName: row.actingForFirstName, lastName: row.actingForLastName }),
          },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    detail: row.detail,
    changedCells: changedCells[index] ?? null,
  }));
  return { entries, nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}
