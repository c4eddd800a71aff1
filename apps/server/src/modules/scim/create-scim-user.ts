import { personInputSchema } from '@timekeep/shared/schemas/people';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/database-errors';
import { createPerson, setPersonEnabled } from '../people';
import { externalIdTaken, validPersonFields } from './apply-user-change';
import { presentScimUser } from './present-scim';
import { readUserResource } from './read-scim-input';
import { findScimUser, upsertScimUser } from './scim.queries';

/**
 * POST /scim/v2/Users: a new person through the people module's own create (its rules and its 'person_created'
 * audit entry), with the employee role (groups add theirs) and no employment start date; `userName` is their
 * email (lower-cased). They sign in by that email at first, as the OIDC linking does, and by their
 * provider subject after. 409 `uniqueness` when the email or the externalId is someone's already.
 */
export async function createScimUser(db: Db, actor: Actor, baseUrl: string, body: unknown) {
  const resource = readUserResource(body);
  const email = resource.userName.trim().toLowerCase();
  const input = validPersonFields(personInputSchema, {
    firstName: resource.givenName?.trim() || email.split('@')[0],
    lastName: resource.familyName?.trim() || email.split('@')[0],
    email,
    jobTitle: resource.title ?? null,
    roles: ['employee'],
  });
  const personId = await db.transaction(async (tx) => {
    const person = await createPerson(tx, actor, input);
    await upsertScimUser(tx, person.id, {
      userName: resource.userName.trim(),
      externalId: resource.externalId ?? null,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, 'scim_users_external_id_unique'))
        throw externalIdTaken(resource.externalId);
      throw error;
    });
    if (resource.active === false) await setPersonEnabled(tx, actor, person.id, false);
    return person.id;
  });
  return presentScimUser((await findScimUser(db, personId))!, baseUrl);
}
