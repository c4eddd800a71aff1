import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/database-errors';
import { changeGroupMembers } from './change-group-members';
import { getScimGroup } from './list-scim-groups';
import { readGroupResource } from './read-scim-input';
import { insertScimGroup } from './scim.queries';
import { ScimError } from './scim-errors';

const displayNameTaken = (displayName: string | undefined) =>
  new ScimError(409, `Another Group is named ${displayName}.`, 'uniqueness');

/** Unique-index refusals of a group's write, said as SCIM says them. */
export function groupWriteRefusal(displayName: string | undefined) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, 'scim_groups_display_name_unique')) throw displayNameTaken(displayName);
    throw error;
  };
}

/**
 * POST /scim/v2/Groups: a group as the provider names it, mapped to no role and no team until an admin maps
 * it (the SCIM provisioning screen); members sent with it join it.
 */
export async function createScimGroup(db: Db, actor: Actor, baseUrl: string, body: unknown) {
  const resource = readGroupResource(body);
  const group = await db
    .transaction(async (tx) => {
      const created = await insertScimGroup(tx, {
        displayName: resource.displayName,
        externalId: resource.externalId,
      });
      await changeGroupMembers(tx, actor, created, { add: resource.members });
      return created;
    })
    .catch(groupWriteRefusal(resource.displayName));
  return getScimGroup(db, baseUrl, group.id);
}
