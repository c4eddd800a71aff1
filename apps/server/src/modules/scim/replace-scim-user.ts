import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { applyUserChange } from './apply-user-change';
import { getScimUser, personIdOf } from './list-scim-users';
import { readUserResource } from './read-scim-input';
import { findScimUser } from './scim.queries';
import { scimNotFound } from './scim-errors';

/**
 * PUT /scim/v2/Users/{id}: the User as sent. What Timekeep keeps is replaced: a title or externalId left out
 * is cleared; `active` left out stays as it is.
 */
export async function replaceScimUser(db: Db, actor: Actor, baseUrl: string, id: string, body: unknown) {
  const personId = personIdOf(id);
  const resource = readUserResource(body);
  await db.transaction(async (tx) => {
    const current = await findScimUser(tx, personId);
    if (!current) throw scimNotFound('User', id);
    await applyUserChange(tx, actor, current, {
      ...resource,
      title: resource.title ?? null,
      externalId: resource.externalId ?? null,
    });
  });
  return getScimUser(db, baseUrl, id);
}
