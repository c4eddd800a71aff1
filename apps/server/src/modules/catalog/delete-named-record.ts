import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { deleteRowById, lockRowById } from '../../db/rows';
import { authorize } from './catalog.policy';
import { type NamedKind, namedNotFound } from './named-kinds';

/**
 * DELETE /api/admin/clients/{id} and /api/admin/departments/{id}: only one nothing names (a client without
 * engagements; a department no person or engagement belongs to); otherwise 409 with the count.
 */
export async function deleteNamedRecord(db: Db, actor: Actor, kind: NamedKind, id: number): Promise<void> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  await db.transaction(async (tx) => {
    const stored = await lockRowById(tx, kind.table, id);
    if (!stored) throw namedNotFound(kind);
    const uses = await kind.countUses(tx, id);
    authorize(policyActor, 'delete', { kind: 'named', what: kind.what, name: stored.name, uses });
    await deleteRowById(tx, kind.table, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${kind.what}_deleted`,
      entityType: kind.what,
      entityId: id,
      before: stored,
    });
  });
}
