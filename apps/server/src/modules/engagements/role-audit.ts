import type { RoleRow, StoredResource } from './engagements.queries';

/** A role as the audit log keeps it before and after a change. */
export function roleAuditView(
  role: Pick<RoleRow, 'engagementId' | 'name' | 'rate' | 'startDate' | 'endDate'>,
) {
  return {
    engagementId: role.engagementId,
    name: role.name,
    rate: Number(role.rate),
    startDate: role.startDate,
    endDate: role.endDate,
  };
}

/** An assignment as the audit log keeps it. */
export function resourceAuditView(
  resource: Pick<StoredResource, 'engagementRoleId' | 'personId' | 'startDate' | 'endDate'>,
) {
  return {
    engagementRoleId: resource.engagementRoleId,
    personId: resource.personId,
    startDate: resource.startDate,
    endDate: resource.endDate,
  };
}
