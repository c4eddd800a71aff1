import type { EngagementUpdate } from '@timekeep/shared/schemas/engagements';
import type { Executor } from '../../db/client';
import type { engagements } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { blankToNull } from '../../lib/optional-text';
import { findExistingPersonIds } from '../people';
import { clientExists, departmentExists } from './engagements.queries';

/** The columns an engagement body sets (its keys are the API's, which a form reads and sends back). */
export function engagementColumns(input: EngagementUpdate): Partial<typeof engagements.$inferInsert> {
  const columns: Partial<typeof engagements.$inferInsert> = {
    clientId: input.clientId,
    name: input.name,
    projectCode: input.projectId,
    billingType: input.billingType,
    billingTerms: input.clientBillingTerms,
    poNumber: input.clientPoNumber === undefined ? undefined : blankToNull(input.clientPoNumber),
    billingClass: input.billingClass === undefined ? undefined : blankToNull(input.billingClass),
    billable: input.billable,
    departmentId: input.projectDepartmentId,
    engagementManagerId: input.engagementManager,
    salesRepId: input.salesRepId,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export const projectCodeInUse = (projectCode: string) =>
  new AppError('conflict', `body.projectId: Project code ${projectCode} is taken.`, 'body.projectId');

/**
 * What a create or an edit names exists. A project code another engagement has is refused by the unique index
 * (`engagements_project_code_unique`), race or not: the caller maps it to `projectCodeInUse`.
 */
export async function checkEngagementFields(tx: Executor, input: EngagementUpdate) {
  const missing = (field: string, what: string) =>
    new AppError('validation_failed', `body.${field}: No such ${what}.`, `body.${field}`);
  if (input.clientId !== undefined && !(await clientExists(tx, input.clientId)))
    throw missing('clientId', 'client');
  if (input.projectDepartmentId != null && !(await departmentExists(tx, input.projectDepartmentId))) {
    throw missing('projectDepartmentId', 'department');
  }
  const people = [input.engagementManager, input.salesRepId].filter((id): id is number => id != null);
  const existing = await findExistingPersonIds(tx, people);
  if (input.engagementManager != null && !existing.has(input.engagementManager)) {
    throw missing('engagementManager', 'person');
  }
  if (input.salesRepId != null && !existing.has(input.salesRepId)) throw missing('salesRepId', 'person');
}
