import type { TeamTimesheetSummary } from '@timekeep/shared/schemas/team';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/access';
import { leadToView, policyActorOf } from '../team-scope/team-scope';
import { listTeamOf } from '../team-scope/team-scope.queries';
import { presentTimesheetSummary } from '../timesheets/present-timesheet';
import {
  loadPendingTimesheetTotalsOfTeam,
  loadTimesheetTotalsOfPeople,
} from '../timesheets/timesheet-loader';

/**
 * GET /api/team/timesheets?start_date&approver_id: every member of the lead's team for the period holding
 * `start_date` (today's by default), saved or not (a member with nothing saved shows unsubmitted, id null).
 * Three statements whatever the team's size: the team, the timesheets' heads, their hours summed.
 */
export async function listTeamTimesheets(
  db: Db,
  actor: Actor,
  query: { startDate?: string; approverId?: number },
): Promise<TeamTimesheetSummary[]> {
  const policyActor = policyActorOf(actor);
  const leadId = leadToView(policyActor, query.approverId);
  const members = await listTeamOf(db, leadId);
  if (members.length === 0) return [];
  const loaded = await loadTimesheetTotalsOfPeople(
    db,
    members.map((member) => member.id),
    { containing: query.startDate ?? policyActor.today },
  );
  if (loaded.length === 0) throw new AppError('not_found', 'There is no timesheet period for that date.');
  return loaded.map(presentTimesheetSummary);
}

/** GET /api/team/timesheets/pending: the caller's team's timesheets waiting for approval, oldest period first. */
export async function listPendingTeamTimesheets(db: Db, actor: Actor): Promise<TeamTimesheetSummary[]> {
  return (await loadPendingTimesheetTotalsOfTeam(db, actor.id)).map(presentTimesheetSummary);
}
