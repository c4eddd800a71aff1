import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { applyUserChange } from './apply-user-change';
import { getScimUser, personIdOf } from './list-scim-users';
import { readPatchOperations, readUserPatch } from './read-scim-input';
import { findScimUser } from './scim.queries';
import { scimNotFound } from './scim-errors';

/**
 * PATCH /scim/v2/Users/{id}, as Microsoft Entra ID sends it: add, replace and remove operations, with a path
 * (`active`, `name.givenName`, `emails[type eq "work"].value`...) or with an object of attributes; booleans
 * as strings too. `active: false` deactivates the person and ends their sessions.
 */
export async function patchScimUser(db: Db, actor: Actor, baseUrl: string, id: string, body: unknown) {
  const personId = personIdOf(id);
  const change = readUserPatch(readPatchOperations(body));
  await db.transaction(async (tx) => {
    const current = await findScimUser(tx, personId);
    if (!current) throw scimNotFound('User', id);
    await applyUserChange(tx, actor, current, change);
  });
  return getScimUser(db, baseUrl, id);
}
