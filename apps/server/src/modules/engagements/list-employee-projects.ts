import { periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import type { EmployeeProject } from '@timekeep/shared/schemas/engagements';
import type { Db } from '../../db/client';
import { listAssignedRoles } from './engagements.queries';

/** The later of two end dates, where null means open-ended. */
function laterEnd(first: string | null, second: string | null): string | null {
  if (first === null || second === null) return null;
  return [first, second].sort()[1]!;
}

/** The engagements a person may log time to in the period holding `date`, each with its roles. */
export async function listEmployeeProjects(
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
