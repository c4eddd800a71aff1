import { groupUtilizationOf } from '@timekeep/shared/domain/utilization-targets';
import type { TeamTimesheetSummary, TeamUtilization } from '@timekeep/shared/schemas/team';
import type { Actor } from '../../core/actor';
import { findPeriodContaining } from '../../core/calendar-lookups';
import { leadToView, policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  loadPendingTimesheetTotalsOfTeam,
  loadTeamTimesheetTotals,
  presentTimesheetSummary,
} from '../timesheets';

/**
 * GET /api/team/timesheets?start_date&approver_id: every member of the lead's team for the period holding
 * `start_date` (today's by default), saved or not (a member with nothing saved shows unsubmitted, id null),
 * each with their utilization beside their effective target, and the team's figure (issue 40).
 * One statement whatever the team's size (the timesheets' heads with their hours summed and the owners'
 * targets); on an empty answer a second one tells an empty team from a date in no period.
 */
export async function listTeamTimesheets(
  db: Db,
  actor: Actor,
  query: { startDate?: string; approverId?: number },
): Promise<{ timesheets: TeamTimesheetSummary[]; teamUtilization: TeamUtilization }> {
  const policyActor = policyActorOf(actor);
  const leadId = leadToView(policyActor, query.approverId);
  const date = query.startDate ?? policyActor.today;
  const loaded = await loadTeamTimesheetTotals(db, leadId, { containing: date });
  if (loaded.length === 0 && !(await findPeriodContaining(db, date))) {
    throw new AppError('not_found', 'There is no timesheet period for that date.');
  }
  const timesheets = loaded.map(presentTimesheetSummary);
  return { timesheets, teamUtilization: groupUtilizationOf(timesheets) };
}

/**
 * GET /api/team/timesheets/pending?approver_id=: the timesheets waiting for approval of the caller's team, or
 * of a lead's they may view as or stand in for, oldest period first.
 */
export async function listPendingTeamTimesheets(
  db: Db,
  actor: Actor,
  approverId?: number,
): Promise<TeamTimesheetSummary[]> {
  const leadId = leadToView(policyActorOf(actor), approverId);
  return (await loadPendingTimesheetTotalsOfTeam(db, leadId)).map(presentTimesheetSummary);
}
