import { fullName } from '@timekeep/shared/domain/person-names';
import type { Engagement } from '@timekeep/shared/schemas/engagements';
import type { Executor } from '../../db/client';
import { listEngagements } from './engagements.queries';

function nameOrNull(firstName: string | null, lastName: string | null): string | null {
  return firstName === null || lastName === null ? null : fullName({ firstName, lastName });
}

/**
 * GET /api/engagements: every engagement, for the report filters (company reference data, not scoped); the
 * admin screens read the same shape, searched or one by id.
 */
export async function listEngagementOptions(
  db: Executor,
  filter: { id?: number; search?: string } = {},
): Promise<Engagement[]> {
  const rows = await listEngagements(db, filter);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    projectId: row.projectCode,
    clientId: row.clientId,
    clientName: row.clientName,
    billingType: row.billingType,
    clientBillingTerms: row.billingTerms,
    clientPoNumber: row.poNumber,
    billingClass: row.billingClass,
    projectDepartment: row.departmentName,
    projectDepartmentId: row.departmentId,
    billable: row.billable,
    engagementManager: row.managerId,
    engagementManagerName: nameOrNull(row.managerFirstName, row.managerLastName),
    salesRep: nameOrNull(row.salesRepFirstName, row.salesRepLastName),
    salesRepId: row.salesRepId,
  }));
}
