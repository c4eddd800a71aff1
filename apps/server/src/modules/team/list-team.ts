import { fullName } from '@timekeep/shared/domain/person-names';
import type { RelatedManager, TeamMember } from '@timekeep/shared/schemas/team';
import type { Actor } from '../../core/actor';
import { leadToView, policyActorOf } from '../../core/team-scope/team-scope';
import { listPeopleByIds, listTeamOf } from '../../core/team-scope/team-scope.queries';
import type { Db } from '../../db/client';

/** GET /api/team_members: the caller's team, or the team of a lead they may view as (`manager_id`). */
export async function listTeamMembers(db: Db, actor: Actor, managerId?: number): Promise<TeamMember[]> {
  const leadId = leadToView(policyActorOf(actor), managerId);
  const members = await listTeamOf(db, leadId);
  return members.map((member) => ({
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    fullName: fullName(member),
  }));
}

/**
 * GET /api/related_managers: the leads the caller may view as (one direction), by name; and the leads they
 * stand in for today, from the session (no statement).
 */
export async function listRelatedManagers(
  db: Db,
  actor: Actor,
): Promise<{ relatedManagers: RelatedManager[]; actingFor: RelatedManager[] }> {
  const leads = await listPeopleByIds(db, actor.viewableLeadIds);
  return {
    relatedManagers: leads.map((lead) => ({ ...lead, name: fullName(lead) })),
    actingFor: actor.actingFor.map((lead) => ({ ...lead, name: fullName(lead) })),
  };
}
