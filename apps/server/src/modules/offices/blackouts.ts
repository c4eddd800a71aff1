import type { Blackout, BlackoutInput } from '@timekeep/shared/schemas/offices';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './offices.policy';
import { deleteBlackout, insertBlackout, listBlackouts, lockOffice } from './offices.queries';

/** GET /api/admin/blackouts?year=: those holding a day of the year. */
export async function listBlackoutsOfYear(db: Db, actor: Actor, year: number): Promise<Blackout[]> {
  authorize(policyActorOf(actor), 'administer');
  return listBlackouts(db, { year });
}

/**
 * POST /api/admin/blackouts: days on which no new time off is asked for, by one office's people (on the days
 * they belong to it) or everyone's; the reason is the refusal's message. Audited.
 */
export async function addBlackout(db: Db, actor: Actor, input: BlackoutInput): Promise<Blackout> {
  authorize(policyActorOf(actor), 'administer');
  return db.transaction(async (tx) => {
    if (input.officeId !== null && !(await lockOffice(tx, input.officeId))) {
      throw new AppError('validation_failed', 'body.officeId: No such office.', 'body.officeId');
    }
    const id = await insertBlackout(tx, { ...input, createdBy: actor.id });
    const [blackout] = await listBlackouts(tx, { id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'blackout_created',
      entityType: 'blackout',
      entityId: id,
      after: blackout,
    });
    return blackout!;
  });
}

/** DELETE /api/admin/blackouts/{id}, audited. */
export async function removeBlackout(db: Db, actor: Actor, id: number) {
  authorize(policyActorOf(actor), 'administer');
  await db.transaction(async (tx) => {
    const [blackout] = await listBlackouts(tx, { id });
    if (!blackout) throw new AppError('not_found', 'Blackout days not found.');
    await deleteBlackout(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'blackout_deleted',
      entityType: 'blackout',
      entityId: id,
      before: blackout,
    });
  });
}
