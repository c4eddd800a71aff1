import { fullName } from '@timekeep/shared/domain/person-names';
import type { Role } from '@timekeep/shared/schemas/auth';
import type { ScimGroup } from '@timekeep/shared/schemas/scim';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { authorize } from './scim.policy';
import { type GroupMappingRow, listGroupMappings as listRows } from './scim.queries';

export function presentGroupMapping(row: GroupMappingRow): ScimGroup {
  return {
    id: row.id,
    displayName: row.displayName,
    externalId: row.externalId,
    role: row.role as Role | null,
    teamLeadId: row.teamLeadId,
    teamLeadName:
      row.teamLeadFirstName === null || row.teamLeadLastName === null
        ? null
        : fullName({ firstName: row.teamLeadFirstName, lastName: row.teamLeadLastName }),
    memberCount: row.memberCount,
  };
}

/** GET /api/admin/scim/groups: the groups the identity provider pushed, with their mapping, by name. */
export async function listGroupMappings(executor: Executor, actor: Actor): Promise<ScimGroup[]> {
  authorize(policyActorOf(actor), 'manage');
  return (await listRows(executor)).map(presentGroupMapping);
}
