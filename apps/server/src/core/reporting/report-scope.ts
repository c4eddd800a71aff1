import { roleFlags, roleRules } from '@timekeep/shared/domain/roles';
import { eq, or, type SQL } from 'drizzle-orm';
import { people } from '../../db/schema';
import type { PolicyActor, TeamScope } from '../team-scope/team-scope';
import { inScope } from '../team-scope/team-scope.queries';

/**
 * Whose rows a person's reports hold: the whole company (admins and the reports role), or their own rows
 * and those of the teams they lead or may view as: the timesheets they may read.
 */
export type ReportScope = { everyone: true } | { everyone: false; personId: number; team: TeamScope };

export function reportScopeOf(actor: PolicyActor): ReportScope {
  if (roleRules.readCompanyReports(roleFlags(actor))) return { everyone: true };
  return { everyone: false, personId: actor.id, team: actor.scope };
}

/** "This row's person is in the scope", on the unaliased `people` (the owner of the hours). */
export function reportScopeCondition(scope: ReportScope): SQL | undefined {
  if (scope.everyone) return undefined;
  return or(eq(people.id, scope.personId), inScope(scope.team));
}
