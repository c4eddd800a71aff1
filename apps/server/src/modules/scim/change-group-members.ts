import type { Actor } from '../../core/actor';
import type { Tx } from '../../db/client';
import { applyGroupMapping } from './apply-group-mapping';
import {
  addMembers,
  findExistingPeople,
  memberIdsOf,
  removeMembers,
  type ScimGroupRow,
} from './scim.queries';
import { ScimError } from './scim-errors';

export interface MemberChange {
  add?: readonly string[];
  remove?: readonly string[];
  /** Every member, replacing the list (then `add` and `remove` are not read). */
  replaceWith?: readonly string[];
}

/** User ids as person ids; 400 when one names no person. */
async function personIdsOf(tx: Tx, ids: readonly string[]): Promise<number[]> {
  const numbers = ids.map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : Number.NaN));
  const existing = await findExistingPeople(
    tx,
    numbers.filter((id) => !Number.isNaN(id)),
  );
  const unknown = ids.filter((_id, index) => !existing.has(numbers[index]!));
  if (unknown.length > 0) {
    throw new ScimError(400, `No User has the id ${unknown.join(', ')}.`, 'invalidValue');
  }
  return [...new Set(numbers)];
}

/**
 * Changes a group's members, in the caller's transaction, and applies the group's mapping to those who joined
 * (its role, its team lead) and left (its role goes unless another group or the default gives it).
 */
export async function changeGroupMembers(tx: Tx, actor: Actor, group: ScimGroupRow, change: MemberChange) {
  const current = new Set(await memberIdsOf(tx, group.id));
  let joined: number[];
  let left: number[];
  if (change.replaceWith) {
    const wanted = new Set(await personIdsOf(tx, change.replaceWith));
    joined = [...wanted].filter((id) => !current.has(id));
    left = [...current].filter((id) => !wanted.has(id));
  } else {
    const added = await personIdsOf(tx, change.add ?? []);
    // Removing someone who is not a member (or no person) changes nothing, as RFC 7644 allows.
    const removed = (change.remove ?? []).filter((id) => /^\d{1,9}$/.test(id)).map(Number);
    joined = added.filter((id) => !current.has(id) && !removed.includes(id));
    left = removed.filter((id) => current.has(id) && !added.includes(id));
  }
  await addMembers(tx, group.id, joined);
  await removeMembers(tx, group.id, left);
  await applyGroupMapping(tx, actor, [
    ...joined.map((personId) => ({ personId, lostRoles: [], newTeamLeadId: group.teamLeadId })),
    ...left.map((personId) => ({ personId, lostRoles: [group.role] })),
  ]);
}
