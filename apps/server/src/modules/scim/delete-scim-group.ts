import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { changeGroupMembers } from './change-group-members';
import { groupIdOf } from './list-scim-groups';
import { deleteScimGroup as deleteGroupRow, findScimGroup } from './scim.queries';
import { scimNotFound } from './scim-errors';

/** DELETE /scim/v2/Groups/{id}: its members leave it first (its role goes as when they leave), then it goes. */
export async function deleteScimGroup(db: Db, actor: Actor, id: string) {
  const groupId = groupIdOf(id);
  await db.transaction(async (tx) => {
    const group = await findScimGroup(tx, groupId, { lock: true });
    if (!group) throw scimNotFound('Group', id);
    await changeGroupMembers(tx, actor, group, { replaceWith: [] });
    await deleteGroupRow(tx, groupId);
  });
}
