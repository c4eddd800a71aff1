import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { codeAlerts, engagementRoles, engagements, resources } from '../../db/schema';

const codeAlertColumns = {
  id: codeAlerts.id,
  spudUserId: codeAlerts.personId,
  projectId: engagements.projectCode,
  name: engagements.name,
  role: engagementRoles.name,
  codeViewed: codeAlerts.codeViewed,
};

function selectCodeAlerts(executor: Executor) {
  return executor
    .select(codeAlertColumns)
    .from(codeAlerts)
    .innerJoin(resources, eq(resources.id, codeAlerts.resourceId))
    .innerJoin(engagementRoles, eq(engagementRoles.id, resources.engagementRoleId))
    .innerJoin(engagements, eq(engagements.id, engagementRoles.engagementId));
}

export function listUnviewedCodeAlerts(executor: Executor, personId: number) {
  return selectCodeAlerts(executor)
    .where(and(eq(codeAlerts.personId, personId), eq(codeAlerts.codeViewed, false)))
    .orderBy(asc(codeAlerts.createdAt), asc(codeAlerts.id));
}

export async function findCodeAlert(executor: Executor, alertId: number) {
  const [alert] = await selectCodeAlerts(executor).where(eq(codeAlerts.id, alertId));
  return alert;
}

export async function markCodeAlertViewed(executor: Executor, alertId: number) {
  await executor.update(codeAlerts).set({ codeViewed: true }).where(eq(codeAlerts.id, alertId));
}
