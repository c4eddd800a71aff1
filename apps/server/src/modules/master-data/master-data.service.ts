import { periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import type { EmployeeProject } from '@timekeep/shared/schemas/master-data';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/access';
import { policyActorOf } from '../team-scope/team-scope';
import { can } from './code-alerts.policy';
import {
  findCodeAlert,
  listAdditionalProjectsFor,
  listAssignedRoles,
  listTimesheetPeriods,
  markCodeAlertViewed,
} from './master-data.queries';

export async function timesheetPeriodsWithCurrent(db: Db, today = todayIso()) {
  const current = periodContaining(today);
  const periods = await listTimesheetPeriods(db);
  return periods.map((period) => ({ ...period, current: period.startDate === current.startDate }));
}

/** The later of two end dates, where null means open-ended. */
function laterEnd(first: string | null, second: string | null): string | null {
  if (first === null || second === null) return null;
  return [first, second].sort()[1]!;
}

/** The engagements a person may log time to in the period holding `date`, each with its roles. */
export async function employeeProjects(
  db: Db,
  personId: number,
  date = todayIso(),
): Promise<EmployeeProject[]> {
  const period = periodContaining(date);
  const roles = await listAssignedRoles(db, personId, period.startDate, period.endDate);
  const byEngagement = new Map<number, EmployeeProject>();
  for (const role of roles) {
    const project = byEngagement.get(role.engagementId) ?? {
      clientId: role.clientId,
      clientName: role.clientName,
      engagementId: role.engagementId,
      name: role.engagementName,
      projectId: role.projectCode,
      billable: role.billable,
      startDate: role.startDate,
      endDate: role.endDate,
      roles: [],
    };
    project.startDate = [project.startDate, role.startDate].sort()[0]!;
    project.endDate = laterEnd(project.endDate, role.endDate);
    project.roles.push({
      id: role.roleId,
      resourceId: role.resourceId,
      name: role.roleName,
      startDate: role.startDate,
      endDate: role.endDate,
    });
    byEngagement.set(role.engagementId, project);
  }
  return [...byEngagement.values()];
}

export function additionalProjectsOf(db: Db, personId: number) {
  return listAdditionalProjectsFor(db, personId);
}

/**
 * PATCH /api/code_alerts/{id}: the body names whose alert it is (`spud_user_id`); the caller must be allowed
 * to dismiss the alert as stored and as the body describes it, so nobody marks a time code seen for another.
 */
export async function dismissCodeAlert(db: Db, actor: Actor, alertId: number, spudUserId: number) {
  const alert = await findCodeAlert(db, alertId);
  if (!alert) throw new AppError('not_found', 'Code alert not found.');
  const policyActor = policyActorOf(actor);
  if (!can(policyActor, 'dismiss', alert) || !can(policyActor, 'dismiss', { spudUserId })) {
    throw new AppError('forbidden', 'Only the person a time code was assigned to may dismiss its alert.');
  }
  await markCodeAlertViewed(db, alertId);
  return { ...alert, codeViewed: true };
}
