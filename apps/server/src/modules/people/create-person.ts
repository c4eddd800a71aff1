import type { AdminPerson, PersonInput } from '@timekeep/shared/schemas/people';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { insertRow } from '../../db/rows';
import { people } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { blankToNull } from '../../lib/optional-text';
import { checkPersonChange, emailTaken } from './check-person-change';
import { getPerson } from './get-person';
import { authorize } from './people.policy';
import { personAuditView } from './present-person';

/** POST /api/admin/people: a new person, enabled, with the audit entry in the same transaction. */
export async function createPerson(db: Db, actor: Actor, input: PersonInput): Promise<AdminPerson> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'create');
  const personId = await db
    .transaction(async (tx) => {
      await checkPersonChange(tx, policyActor, undefined, input);
      const person = await insertRow(tx, people, { ...input, jobTitle: blankToNull(input.jobTitle) });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'person_created',
        entityType: 'person',
        entityId: person.id,
        after: personAuditView(person),
      });
      return person.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'people_email_unique')) throw emailTaken(input.email);
      throw error;
    });
  return getPerson(db, actor, personId);
}
