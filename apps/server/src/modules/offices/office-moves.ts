import type { OfficeMove, OfficeMoveInput } from '@timekeep/shared/schemas/offices';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './offices.policy';
import { deleteMove, listMovesOf, lockOffice, personExists, upsertMove } from './offices.queries';

async function requirePerson(executor: Executor, personId: number) {
  if (!(await personExists(executor, personId))) throw new AppError('not_found', 'Person not found.');
}

/** GET /api/admin/people/{id}/offices: the person's moves, the latest first. */
export async function listOfficeMoves(db: Db, actor: Actor, personId: number): Promise<OfficeMove[]> {
  authorize(policyActorOf(actor), 'administer');
  await requirePerson(db, personId);
  return listMovesOf(db, personId);
}

/**
 * PUT /api/admin/people/{id}/offices: the person belongs to the office from that day on; days before keep the
 * office they had. Audited.
 */
export async function moveToOffice(db: Db, actor: Actor, personId: number, input: OfficeMoveInput) {
  authorize(policyActorOf(actor), 'administer');
  return db.transaction(async (tx) => {
    await requirePerson(tx, personId);
    if (!(await lockOffice(tx, input.officeId))) {
      throw new AppError('validation_failed', 'body.officeId: No such office.', 'body.officeId');
    }
    await upsertMove(tx, { personId, ...input, createdBy: actor.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'office_move_created',
      entityType: 'office_move',
      entityId: `${personId} ${input.effectiveFrom}`,
      after: { personId, ...input },
    });
    return listMovesOf(tx, personId);
  });
}

/** DELETE /api/admin/people/{id}/offices?effective_from=: undoes a move (the office before it goes on). Audited. */
export async function removeOfficeMove(db: Db, actor: Actor, personId: number, effectiveFrom: string) {
  authorize(policyActorOf(actor), 'administer');
  return db.transaction(async (tx) => {
    const removed = await deleteMove(tx, personId, effectiveFrom);
    if (!removed) throw new AppError('not_found', 'This person has no move on that day.');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'office_move_deleted',
      entityType: 'office_move',
      entityId: `${personId} ${effectiveFrom}`,
      before: { personId, officeId: removed.officeId, effectiveFrom },
    });
    return listMovesOf(tx, personId);
  });
}
