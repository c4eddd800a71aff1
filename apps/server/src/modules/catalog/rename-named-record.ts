import type { NamedOption } from '@timekeep/shared/schemas/common';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { lockRowById, updateRowById } from '../../db/rows';
import { isUniqueViolation } from '../../lib/database-errors';
import { authorize } from './catalog.policy';
import { type NamedKind, namedNotFound, nameInUse } from './named-kinds';

/** PATCH /api/admin/clients/{id} and /api/admin/departments/{id}: a new name, shown everywhere from now on. */
export async function renameNamedRecord(
  db: Db,
  actor: Actor,
  kind: NamedKind,
  id: number,
  name: string,
): Promise<NamedOption> {
  authorize(policyActorOf(actor), 'read');
  return db
    .transaction(async (tx) => {
      const stored = await lockRowById(tx, kind.table, id);
      if (!stored) throw namedNotFound(kind);
      const renamed = await updateRowById(tx, kind.table, id, { name });
      await recordAudit(tx, {
        actorId: actor.id,
        action: `${kind.what}_renamed`,
        entityType: kind.what,
        entityId: id,
        before: stored,
        after: renamed,
      });
      return renamed;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, kind.uniqueConstraint)) throw nameInUse(kind, name);
      throw error;
    });
}
