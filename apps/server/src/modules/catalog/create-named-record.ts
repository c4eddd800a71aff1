import type { NamedOption } from '@timekeep/shared/schemas/common';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { insertRow } from '../../db/rows';
import { isUniqueViolation } from '../../lib/database-errors';
import { authorize } from './catalog.policy';
import { type NamedKind, nameInUse } from './named-kinds';

/** POST /api/admin/clients and /api/admin/departments: a new record with a name nothing else has. */
export async function createNamedRecord(
  db: Db,
  actor: Actor,
  kind: NamedKind,
  name: string,
): Promise<NamedOption> {
  authorize(policyActorOf(actor), 'read');
  return db
    .transaction(async (tx) => {
      const record = await insertRow(tx, kind.table, { name });
      await recordAudit(tx, {
        actorId: actor.id,
        action: `${kind.what}_created`,
        entityType: kind.what,
        entityId: record.id,
        after: record,
      });
      return record;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, kind.uniqueConstraint)) throw nameInUse(kind, name);
      throw error;
    });
}
