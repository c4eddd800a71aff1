import { type Role, roleSchema } from '@timekeep/shared/schemas/auth';
import type { PersonUpdate } from '@timekeep/shared/schemas/people';
import type { Actor } from '../../core/actor';
import type { Tx } from '../../db/client';
import { updatePerson } from '../people';
import { findRolesAndLeads, groupMappingsOf } from './scim.queries';

/** What changed for one person: the roles of groups they left or whose mapping dropped, and a lead to take. */
export interface MembershipChange {
  personId: number;
  lostRoles: readonly (string | null)[];
  /** The team lead of a group they joined (or whose mapping now names one). */
  newTeamLeadId?: number | null;
}

/** The default every provisioned person keeps, whatever their groups. */
const DEFAULT_ROLE: Role = 'employee';

/**
 * Applies the group mapping to people after their memberships (or a group's mapping) changed, in the
 * caller's transaction, through the people module's own update (its rules, its audit entry 'person_updated',
 * and its ending of sessions when a role goes). A person holds every role of the mapped groups they are in;
 * a role of a group they left goes unless another of their groups or the default (employee) gives it. A group
 * with a team lead makes it the lead of those who join it (never their own); leaving changes no lead
 * (docs/decisions.md).
 */
export async function applyGroupMapping(tx: Tx, actor: Actor, changes: readonly MembershipChange[]) {
  if (changes.length === 0) return;
  const personIds = [...new Set(changes.map((change) => change.personId))];
  const [stored, mappings] = await Promise.all([
    findRolesAndLeads(tx, personIds),
    groupMappingsOf(tx, personIds),
  ]);
  for (const person of stored) {
    const own = changes.filter((change) => change.personId === person.id);
    const held = new Set<string>();
    for (const mapping of mappings)
      if (mapping.personId === person.id && mapping.role) held.add(mapping.role);
    const lost = new Set(
      own
        .flatMap((change) => change.lostRoles)
        .filter((role) => role !== null && role !== DEFAULT_ROLE && !held.has(role)),
    );
    const roles = roleSchema.options.filter(
      (role) => (person.roles.includes(role) && !lost.has(role)) || held.has(role),
    );
    let lead: number | undefined;
    for (const change of own) {
      if (change.newTeamLeadId != null && change.newTeamLeadId !== person.id) lead = change.newTeamLeadId;
    }

    const update: PersonUpdate = {};
    if (roles.join() !== [...person.roles].sort(byRoleOrder).join()) update.roles = roles;
    if (lead != null && lead !== person.teamLeadId) update.teamLeadId = lead;
    if (Object.keys(update).length > 0) await updatePerson(tx, actor, person.id, update);
  }
}

const byRoleOrder = (a: Role, b: Role) => roleSchema.options.indexOf(a) - roleSchema.options.indexOf(b);
