import { billingTypeLabels, rateLabel } from '@timekeep/shared/domain/billing';
import type {
  AdminEngagement,
  Engagement,
  EngagementDetail,
  Resource,
} from '@timekeep/shared/schemas/engagements';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loggedSpanOf, presentAssignedPerson } from './assigned-people';
import { authorize } from './engagements.policy';
import { listResources, listRolesOfEngagement, type ResourceRow } from './engagements.queries';
import { listEngagementOptions } from './list-engagement-options';

export const engagementNotFound = () => new AppError('not_found', 'Engagement not found.');

export function presentAdminEngagement(engagement: Engagement): AdminEngagement {
  return { ...engagement, billingTypeLabel: billingTypeLabels[engagement.billingType] };
}

export function presentResource(row: ResourceRow): Resource {
  return {
    ...presentAssignedPerson(row),
    engagementId: row.engagementId,
    engagementRoleId: row.engagementRoleId,
  };
}

/** GET /api/admin/engagements?query=: searched by name, project code or client. */
export async function listAdminEngagements(executor: Executor, actor: Actor, search: string | undefined) {
  authorize(policyActorOf(actor), 'read');
  const trimmed = search?.trim();
  const engagements = await listEngagementOptions(executor, { search: trimmed ? trimmed : undefined });
  return engagements.map(presentAdminEngagement);
}

/** An engagement with its roles (rates, dates, logged hours) and who holds each: three statements. */
export async function loadEngagementDetail(
  executor: Executor,
  engagementId: number,
): Promise<EngagementDetail> {
  const [engagement] = await listEngagementOptions(executor, { id: engagementId });
  if (!engagement) throw engagementNotFound();
  const [roles, resources] = await Promise.all([
    listRolesOfEngagement(executor, engagementId),
    listResources(executor, { engagementId }),
  ]);
  return {
    ...presentAdminEngagement(engagement),
    roles: roles.map((role) => ({
      id: role.id,
      engagementId: role.engagementId,
      name: role.name,
      rate: Number(role.rate),
      rateLabel: rateLabel(engagement.billingType, Number(role.rate)),
      startDate: role.startDate,
      endDate: role.endDate,
      logged: loggedSpanOf(role),
      timesheetRows: role.timesheetRows,
      resources: resources.filter((resource) => resource.engagementRoleId === role.id).map(presentResource),
    })),
  };
}

/** GET /api/admin/engagements/{id}. */
export async function getEngagement(executor: Executor, actor: Actor, engagementId: number) {
  authorize(policyActorOf(actor), 'read');
  return loadEngagementDetail(executor, engagementId);
}
