import { standInState } from '@timekeep/shared/domain/stand-in-rules';
import type { StandIn } from '@timekeep/shared/schemas/stand-ins';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { presentStandIn } from './present-stand-in';
import { authorize } from './stand-ins.policy';
import { findStandIn, markEndedEarly } from './stand-ins.queries';

/**
 * DELETE /api/stand_ins/{id}: the lead (or an admin) ends a range before its last day: the stand-in loses the
 * team at their next request, and the lead's digest follows as for a range that ran its course. Audited.
 */
export async function endStandIn(db: Db, actor: Actor, id: number): Promise<StandIn> {
  const policyActor = policyActorOf(actor);
  await db.transaction(async (tx) => {
    const range = await findStandIn(tx, id);
    if (!range) throw new AppError('not_found', 'There is no such stand-in.');
    const state = standInState({ ...range, endedEarly: range.endedEarlyAt !== null }, policyActor.today);
    authorize(policyActor, 'end', { kind: 'range', leadId: range.leadId, state });
    await markEndedEarly(tx, id, new Date().toISOString());
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'stand_in_ended_early',
      entityType: 'stand_in',
      entityId: id,
      before: {
        leadId: range.leadId,
        standInId: range.standInId,
        startDate: range.startDate,
        endDate: range.endDate,
      },
    });
  });
  return presentStandIn((await findStandIn(db, id))!, policyActor);
}
