import type { AdminPerson } from '@timekeep/shared/schemas/people';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { lockRowById, updateRowById } from '../../db/rows';
import { people } from '../../db/schema';
import { getPerson, personNotFound } from './get-person';
import { authorize } from './people.policy';
import { endSessionsAndFeedsOf } from './people.queries';
import { personAuditView } from './present-person';

/**
 * POST /api/admin/people/{id}/deactivate and /reactivate. Deactivating ends the person's open sessions and
 * calendar feeds in the same transaction (their next request answers 401, their feed addresses 404, and
 * neither answers again after a reactivation), keeps them from signing in, and drops them from team lists;
 * their timesheets, time off and audit entries stay. Doing it twice changes nothing more.
 */
export async function setPersonEnabled(
  db: Db,
  actor: Actor,
  personId: number,
  enabled: boolean,
): Promise<AdminPerson> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  await db.transaction(async (tx) => {
    const stored = await lockRowById(tx, people, personId);
    if (!stored) throw personNotFound();
    if (stored.enabled === enabled) return;
    authorize(policyActor, enabled ? 'reactivate' : 'deactivate', stored);
    const updated = await updateRowById(tx, people, personId, { enabled });
    if (!enabled) await endSessionsAndFeedsOf(tx, [personId]);
    await recordAudit(tx, {
      actorId: actor.id,
      action: enabled ? 'person_reactivated' : 'person_deactivated',
      entityType: 'person',
      entityId: personId,
      before: personAuditView(stored),
      after: personAuditView(updated),
    });
  });
  return getPerson(db, actor, personId);
}
