import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { changeGroupMembers } from './change-group-members';
import { groupWriteRefusal } from './create-scim-group';
import { getScimGroup, groupIdOf } from './list-scim-groups';
import { readGroupResource } from './read-scim-input';
import { findScimGroup, updateScimGroup } from './scim.queries';
import { scimNotFound } from './scim-errors';

/** PUT /scim/v2/Groups/{id}: the name, external id and members as sent; the admin's mapping stays. */
export async function replaceScimGroup(db: Db, actor: Actor, baseUrl: string, id: string, body: unknown) {
  const groupId = groupIdOf(id);
  const resource = readGroupResource(body);
  await db
    .transaction(async (tx) => {
      const group = await findScimGroup(tx, groupId, { lock: true });
      if (!group) throw scimNotFound('Group', id);
      const updated = await updateScimGroup(tx, groupId, {
        displayName: resource.displayName,
        externalId: resource.externalId,
      });
      await changeGroupMembers(tx, actor, updated, { replaceWith: resource.members });
    })
    .catch(groupWriteRefusal(resource.displayName));
  return getScimGroup(db, baseUrl, groupId);
}
