import { overlapOf } from '@timekeep/shared/domain/logged-history';
import type { Resource, ResourceInput } from '@timekeep/shared/schemas/engagements';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { requireAssignablePerson } from './assigned-people';
import { authorize } from './engagements.policy';
import {
  findRoleForAssignment,
  insertResourceWithAlert,
  listResources,
  type RoleRow,
} from './engagements.queries';
import { presentResource } from './get-engagement';
import { resourceAuditView } from './role-audit';

export const alreadyAssigned = () =>
  new AppError(
    'conflict',
    'body.spudUserId: The person already holds this role; change the dates of that assignment instead.',
    'body.spudUserId',
  );

export async function loadResource(executor: Executor, resourceId: number): Promise<Resource> {
  const [row] = await listResources(executor, { resourceId });
  return presentResource(row!);
}

/** An assignment that could never be logged to (its dates miss the role's) is a mistake. */
export function requireOverlapWithRole(role: RoleRow, span: { startDate: string; endDate: string | null }) {
  if (overlapOf(role, span) === null) {
    throw new AppError(
      'rule_violation',
      `body.startDate: The role runs from ${role.startDate} to ${role.endDate ?? 'no end date'}; the assignment's dates must meet it.`,
      'body.startDate',
    );
  }
}

/**
 * POST /api/resources: a person takes an engagement role from a date. The new time code raises a code alert
 * for them in the same transaction, and they can log hours to it right away.
 */
export async function assignResource(db: Db, actor: Actor, input: ResourceInput): Promise<Resource> {
  authorize(policyActorOf(actor), 'read');
  const resourceId = await db
    .transaction(async (tx) => {
      const found = await findRoleForAssignment(tx, input.engagementRoleId);
      if (!found) {
        throw new AppError(
          'validation_failed',
          'body.engagementRoleId: No such role.',
          'body.engagementRoleId',
        );
      }
      await requireAssignablePerson(tx, input.spudUserId);
      requireOverlapWithRole(found.role, input);
      const resource = await insertResourceWithAlert(tx, {
        engagementRoleId: input.engagementRoleId,
        personId: input.spudUserId,
        startDate: input.startDate,
        endDate: input.endDate,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'resource_created',
        entityType: 'resource',
        entityId: resource.id,
        after: resourceAuditView(resource),
      });
      return resource.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'resources_role_person_unique')) throw alreadyAssigned();
      throw error;
    });
  return loadResource(db, resourceId);
}
