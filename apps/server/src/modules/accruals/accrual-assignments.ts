import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import type { AccrualAssignmentInput, PersonPolicy } from '@timekeep/shared/schemas/time-off-ledger';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './accruals.policy';
import {
  deleteAssignment,
  findAssignment,
  findPersonName,
  listPolicies,
  policiesOfPerson,
  upsertAssignment,
} from './accruals.queries';

/** The person's policy per leave type, as the ledger and the assignment screens show it. */
export async function personPolicies(executor: Executor, personId: number): Promise<PersonPolicy[]> {
  return (await policiesOfPerson(executor, personId)).map((row) => ({
    type: row.reason,
    policy: row.policyId === null ? null : { id: row.policyId, name: row.policyName ?? '' },
    source: row.individual ? 'individual' : 'default',
  }));
}

async function requirePerson(executor: Executor, personId: number) {
  if (!(await findPersonName(executor, personId))) {
    throw new AppError('validation_failed', 'body.spudUserId: No such person.', 'body.spudUserId');
  }
}

const assignmentKey = (personId: number, reason: TimeOffReason) => `${personId} ${reason}`;

/**
 * PUT /api/admin/accrual_policy_assignments: the person's own policy for the type over the defaults, or none
 * (`policyId` null); the policy must be of that type. Audited.
 */
export async function assignAccrualPolicy(db: Db, actor: Actor, input: AccrualAssignmentInput) {
  authorize(policyActorOf(actor), 'administer');
  return db.transaction(async (tx) => {
    await requirePerson(tx, input.spudUserId);
    if (input.policyId !== null) {
      const [policy] = await listPolicies(tx, input.policyId);
      if (!policy) throw new AppError('validation_failed', 'body.policyId: No such policy.', 'body.policyId');
      if (policy.reason !== input.type) {
        throw new AppError('rule_violation', 'This policy accrues another leave type.', 'body.policyId');
      }
    }
    const before = await findAssignment(tx, input.spudUserId, input.type);
    await upsertAssignment(tx, { personId: input.spudUserId, reason: input.type, policyId: input.policyId });
    await recordAudit(tx, {
      actorId: actor.id,
      action: before ? 'accrual_assignment_updated' : 'accrual_assignment_created',
      entityType: 'accrual_assignment',
      entityId: assignmentKey(input.spudUserId, input.type),
      before: before && { personId: before.personId, type: before.reason, policyId: before.policyId },
      after: { personId: input.spudUserId, type: input.type, policyId: input.policyId },
    });
    return personPolicies(tx, input.spudUserId);
  });
}

/** DELETE /api/admin/accrual_policy_assignments: the person has the defaults for the type again. Audited. */
export async function removeAccrualAssignment(db: Db, actor: Actor, personId: number, reason: TimeOffReason) {
  authorize(policyActorOf(actor), 'administer');
  return db.transaction(async (tx) => {
    const before = await findAssignment(tx, personId, reason);
    if (!before) throw new AppError('not_found', 'This person has the default policy for this leave type.');
    await deleteAssignment(tx, personId, reason);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'accrual_assignment_deleted',
      entityType: 'accrual_assignment',
      entityId: assignmentKey(personId, reason),
      before: { personId, type: reason, policyId: before.policyId },
    });
    return personPolicies(tx, personId);
  });
}
