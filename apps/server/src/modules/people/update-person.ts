import type { AdminPerson, PersonUpdate } from '@timekeep/shared/schemas/people';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { lockRowById, updateRowById } from '../../db/rows';
import { people } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { blankToNull } from '../../lib/optional-text';
import { checkPersonChange, emailTaken } from './check-person-change';
import { getPerson, personNotFound } from './get-person';
import { authorize } from './people.policy';
import { endSessionsAndFeedsOf } from './people.queries';
import { narrowsAccess } from './person-access';
import { personAuditView } from './present-person';

/**
 * PATCH /api/admin/people/{id}: the fields sent change; the person's row is locked while it is checked. A
 * change that takes a role away (or makes them a contractor) ends their sessions and calendar feeds with it.
 */
export async function updatePerson(
  db: Db,
  actor: Actor,
  personId: number,
  change: PersonUpdate,
): Promise<AdminPerson> {
  const policyActor = policyActorOf(actor);
  await db
    .transaction(async (tx) => {
      const stored = await lockRowById(tx, people, personId);
      if (!stored) throw personNotFound();
      authorize(policyActor, 'edit', stored);
      await checkPersonChange(tx, policyActor, stored, change);
      const values = 'jobTitle' in change ? { ...change, jobTitle: blankToNull(change.jobTitle) } : change;
      const updated = await updateRowById(tx, people, personId, values);
      if (narrowsAccess(stored, updated)) await endSessionsAndFeedsOf(tx, [personId]);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'person_updated',
        entityType: 'person',
        entityId: personId,
        before: personAuditView(stored),
        after: personAuditView(updated),
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'people_email_unique')) throw emailTaken(change.email ?? '');
      throw error;
    });
  return getPerson(db, actor, personId);
}
