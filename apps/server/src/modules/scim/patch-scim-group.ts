import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { changeGroupMembers } from './change-group-members';
import { groupWriteRefusal } from './create-scim-group';
import { groupIdOf } from './list-scim-groups';
import { readGroupPatch, readPatchOperations } from './read-scim-input';
import { findScimGroup, updateScimGroup } from './scim.queries';
import { scimNotFound } from './scim-errors';

/**
 * PATCH /scim/v2/Groups/{id}, as Microsoft Entra ID sends it: members added (`path: "members"` with a list)
 * and removed (`members[value eq "id"]`, or `members` with a list), the name replaced. Answers nothing (204),
 * as Entra ID expects: a large group's members are not sent back on every change.
 */
export async function patchScimGroup(db: Db, actor: Actor, id: string, body: unknown) {
  const groupId = groupIdOf(id);
  const change = readGroupPatch(readPatchOperations(body));
  await db
    .transaction(async (tx) => {
      const group = await findScimGroup(tx, groupId, { lock: true });
      if (!group) throw scimNotFound('Group', id);
      const renamed =
        change.displayName !== undefined || change.externalId !== undefined
          ? await updateScimGroup(tx, groupId, {
              ...(change.displayName === undefined ? {} : { displayName: change.displayName }),
              ...(change.externalId === undefined ? {} : { externalId: change.externalId }),
            })
          : group;
      await changeGroupMembers(
        tx,
        actor,
        renamed,
        change.members
          ? { replaceWith: change.members }
          : { add: change.addMembers, remove: change.removeMembers },
      );
    })
    .catch(groupWriteRefusal(change.displayName));
}
