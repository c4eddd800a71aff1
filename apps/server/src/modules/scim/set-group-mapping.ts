import type { ScimGroup, ScimGroupMapping } from '@timekeep/shared/schemas/scim';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { applyGroupMapping } from './apply-group-mapping';
import { presentGroupMapping } from './list-group-mappings';
import { authorize } from './scim.policy';
import { findScimGroup, listGroupMappings, memberIdsOf, personExists, updateScimGroup } from './scim.queries';

/**
 * PUT /api/admin/scim/groups/{id}: the group's role and team lead, applied to its members at once in the same
 * transaction (through the people module's update, so each change is audited): a new role is theirs, the
 * old one goes unless another group or the default gives it; a new lead becomes their team lead. The mapping
 * change itself is audited too ('scim_group_mapped').
 */
export async function setGroupMapping(
  db: Db,
  actor: Actor,
  groupId: string,
  mapping: ScimGroupMapping,
): Promise<ScimGroup> {
  authorize(policyActorOf(actor), 'manage');
  await db.transaction(async (tx) => {
    const group = await findScimGroup(tx, groupId, { lock: true });
    if (!group) throw new AppError('not_found', 'Group not found.');
    if (mapping.teamLeadId !== null && !(await personExists(tx, mapping.teamLeadId))) {
      throw new AppError('validation_failed', 'body.teamLeadId: No such person.', 'body.teamLeadId');
    }
    if (group.role === mapping.role && group.teamLeadId === mapping.teamLeadId) return;
    await updateScimGroup(tx, groupId, mapping);
    const newLead = mapping.teamLeadId !== group.teamLeadId ? mapping.teamLeadId : null;
    const memberIds = await memberIdsOf(tx, groupId);
    await applyGroupMapping(
      tx,
      actor,
      memberIds.map((personId) => ({
        personId,
        lostRoles: group.role !== mapping.role ? [group.role] : [],
        newTeamLeadId: newLead,
      })),
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'scim_group_mapped',
      entityType: 'scim_group',
      entityId: groupId,
      before: { displayName: group.displayName, role: group.role, teamLeadId: group.teamLeadId },
      after: { displayName: group.displayName, ...mapping },
    });
  });
  const [row] = await listGroupMappings(db, groupId);
  return presentGroupMapping(row!);
}
