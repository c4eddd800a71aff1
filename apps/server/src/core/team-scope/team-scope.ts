import { todayIso } from '@timekeep/shared/domain/periods';
import { fullName } from '@timekeep/shared/domain/person-names';
import { roleFlags } from '@timekeep/shared/domain/roles';
import type { ActingFor, Actor } from '../../core/actor';
import { AppError } from '../../lib/app-error';

/**
 * Whose records a person may read or act on as a lead: everyone (admins), or the teams of a set of leads
 * (their own, those of the leads they may view as, one direction only, and those of the leads they stand in
 * for today). Everyone reads their own
 * records whatever their scope; that is the policies' business, not the scope's.
 */
export type TeamScope = { everyone: true } | { everyone: false; leadIds: readonly number[] };

/** The scope of a signed-in person, from what the session already loaded (no query). */
export function teamScopeOf(
  actor: Pick<Actor, 'id' | 'roles' | 'contractor' | 'manager' | 'viewableLeadIds' | 'actingFor'>,
): TeamScope {
  if (roleFlags(actor).admin) return { everyone: true };
  return {
    everyone: false,
    leadIds: [actor.id, ...actor.viewableLeadIds, ...actor.actingFor.map((lead) => lead.id)],
  };
}

/**
 * The lead a person acts for on a member of `ownerTeamLeadId`'s team: that lead, when the person reaches the
 * team only by standing in for them (not as its lead, a lead who may view as them, or an admin); null
 * otherwise. What History, the audit log and the employee's notification record as 'D for L'.
 */
export function actingForLeadOf(
  actor: Pick<Actor, 'id' | 'roles' | 'contractor' | 'manager' | 'viewableLeadIds' | 'actingFor'>,
  ownerTeamLeadId: number | null,
): ActingFor | null {
  if (ownerTeamLeadId === null || roleFlags(actor).admin) return null;
  if (ownerTeamLeadId === actor.id || actor.viewableLeadIds.includes(ownerTeamLeadId)) return null;
  return actor.actingFor.find((lead) => lead.id === ownerTeamLeadId) ?? null;
}

/**
 * Who a lead action on a member of `ownerTeamLeadId`'s team is by: the person, named 'D for L' with the lead's
 * id when they stand in for that lead (`actingForLeadOf`), as History, the audit log and messages record it.
 */
export function leadActing(
  actor: Pick<Actor, 'id' | 'name' | 'roles' | 'contractor' | 'manager' | 'viewableLeadIds' | 'actingFor'>,
  ownerTeamLeadId: number | null,
): { id: number; name: string; actingForId: number | null } {
  const lead = actingForLeadOf(actor, ownerTeamLeadId);
  return lead
    ? { id: actor.id, name: `${actor.name} for ${fullName(lead)}`, actingForId: lead.id }
    : { id: actor.id, name: actor.name, actingForId: null };
}

/** Whether a person is in the scope: reports to one of its leads (or the scope is everyone). */
export function scopeCovers(scope: TeamScope, person: { teamLeadId: number | null }): boolean {
  if (scope.everyone) return true;
  return person.teamLeadId !== null && scope.leadIds.includes(person.teamLeadId);
}

/** Whether the person may look at a lead's team as that lead (themselves or a lead they may view as). */
export function mayViewAsLead(scope: TeamScope, leadId: number): boolean {
  return scope.everyone || scope.leadIds.includes(leadId);
}

/** Who is asking, whose teams they cover, and on which day: what every record-level policy decides on. */
export interface PolicyActor extends Actor {
  scope: TeamScope;
  /** Today's UTC date: some rules (a time-off request that has started) depend on it. */
  today: string;
}

export function policyActorOf(actor: Actor, today: string = todayIso()): PolicyActor {
  return { ...actor, scope: teamScopeOf(actor), today };
}

/**
 * Whose team a list is about: the lead named in the request (`approver_id`, `manager_id`) when the caller may
 * view as them, otherwise refused; the caller's own team when none is named.
 */
export function leadToView(actor: PolicyActor, requestedLeadId: number | null | undefined): number {
  if (requestedLeadId == null || requestedLeadId === actor.id) return actor.id;
  if (!mayViewAsLead(actor.scope, requestedLeadId)) {
    throw new AppError('forbidden', 'You may only view your own team or the team of a lead you may view as.');
  }
  return requestedLeadId;
}
