import type { PersonUtilizationTarget } from '@timekeep/shared/schemas/utilization-targets';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { PERSON_NOT_FOUND_MESSAGE, presentPersonTarget } from './get-person-target';
import { authorize } from './utilization-targets.policy';
import { lockPersonTarget, updatePersonTarget } from './utilization-targets.queries';

/**
 * PUT /api/admin/utilization_targets/people/{personId}: the person's own target, or none (null: their title's
 * or department's default counts), audited on the person; the person is locked while it changes.
 */
export async function setPersonTarget(
  db: Db,
  actor: Actor,
  personId: number,
  target: number | null,
): Promise<PersonUtilizationTarget> {
  authorize(policyActorOf(actor), 'administer');
  return db.transaction(async (tx) => {
    const before = await lockPersonTarget(tx, personId);
    if (!before) throw new AppError('not_found', PERSON_NOT_FOUND_MESSAGE);
    await updatePersonTarget(tx, personId, target);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'person_utilization_target_changed',
      entityType: 'person',
      entityId: personId,
      before: { utilizationTarget: before.own },
      after: { utilizationTarget: target },
    });
    return presentPersonTarget(tx, personId);
  });
}
