import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { applyUserChange } from './apply-user-change';
import { personIdOf } from './list-scim-users';
import { findScimUser } from './scim.queries';
import { scimNotFound } from './scim-errors';

/**
 * DELETE /scim/v2/Users/{id}: the person is deactivated, never deleted, so their timesheets, time off and
 * audit entries stay; they still answer GET (with `active: false`), and the provider may reactivate them.
 */
export async function deactivateScimUser(db: Db, actor: Actor, id: string) {
  const personId = personIdOf(id);
  await db.transaction(async (tx) => {
    const current = await findScimUser(tx, personId);
    if (!current) throw scimNotFound('User', id);
    await applyUserChange(tx, actor, current, { active: false });
  });
}
