import type { AccrualPolicy, AccrualPolicyInput } from '@timekeep/shared/schemas/time-off-ledger';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { authorize } from './accruals.policy';
import {
  deletePolicy,
  insertPolicy,
  listPolicies,
  lockPolicy,
  type PolicyRow,
  policyHasPosted,
  replaceSteps,
  updatePolicy,
} from './accruals.queries';

const NOT_FOUND_MESSAGE = 'Accrual policy not found.';
const orNull = (value: string | null) => (value === null ? null : Number(value));

export function presentPolicy(row: PolicyRow): AccrualPolicy {
  return {
    id: row.id,
    name: row.name,
    type: row.reason,
    frequency: row.frequency,
    waitingDays: row.waitingDays,
    prorate: row.prorate,
    balanceCapDays: orNull(row.balanceCapDays),
    carryOverCapDays: orNull(row.carryOverCapDays),
    carryOverExpiresOn: row.carryOverExpiresOn,
    effectiveFrom: row.effectiveFrom,
    defaultForEmployees: row.defaultForEmployees,
    defaultForContractors: row.defaultForContractors,
    steps: row.steps.map((step) => ({ afterYears: step.afterYears, daysPerYear: Number(step.daysPerYear) })),
    peopleCount: row.peopleCount,
  };
}

/** The audit view of a policy: its fields as the admin set them. */
const auditView = (policy: AccrualPolicy) => {
  const { peopleCount: _count, ...fields } = policy;
  return fields;
};

async function presentOne(executor: Executor, id: number) {
  const [row] = await listPolicies(executor, id);
  if (!row) throw new AppError('not_found', NOT_FOUND_MESSAGE);
  return presentPolicy(row);
}

/** Another policy already has the name, or is already the default of the type for employees or contractors. */
function refuseDuplicate(error: unknown, input: AccrualPolicyInput): never {
  if (isUniqueViolation(error, 'accrual_policies_name_unique')) {
    throw new AppError('conflict', `Another accrual policy is already named ${input.name}.`, 'body.name');
  }
  if (isUniqueViolation(error, 'accrual_policies_employee_default_unique')) {
    throw new AppError(
      'conflict',
      'Another policy of this leave type is already the default for employees.',
      'body.defaultForEmployees',
    );
  }
  if (isUniqueViolation(error, 'accrual_policies_contractor_default_unique')) {
    throw new AppError(
      'conflict',
      'Another policy of this leave type is already the default for contractors.',
      'body.defaultForContractors',
    );
  }
  throw error;
}

/** GET /api/admin/accrual_policies. */
export async function listAccrualPolicies(db: Db, actor: Actor): Promise<AccrualPolicy[]> {
  authorize(policyActorOf(actor), 'administer');
  return (await listPolicies(db)).map(presentPolicy);
}

/** POST /api/admin/accrual_policies: the policy and its steps, audited, in one transaction. */
export async function createAccrualPolicy(db: Db, actor: Actor, input: AccrualPolicyInput) {
  authorize(policyActorOf(actor), 'administer');
  try {
    return await db.transaction(async (tx) => {
      const id = await insertPolicy(tx, input);
      await replaceSteps(tx, id, input.steps);
      const policy = await presentOne(tx, id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'accrual_policy_created',
        entityType: 'accrual_policy',
        entityId: id,
        after: auditView(policy),
      });
      return policy;
    });
  } catch (error) {
    refuseDuplicate(error, input);
  }
}

/**
 * PUT /api/admin/accrual_policies/{id}: the new rules apply to what is posted from now on; what was posted
 * stays in the ledger as it was.
 */
export async function updateAccrualPolicy(db: Db, actor: Actor, id: number, input: AccrualPolicyInput) {
  authorize(policyActorOf(actor), 'administer');
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockPolicy(tx, id))) throw new AppError('not_found', NOT_FOUND_MESSAGE);
      const before = await presentOne(tx, id);
      await updatePolicy(tx, id, input);
      await replaceSteps(tx, id, input.steps);
      const policy = await presentOne(tx, id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'accrual_policy_updated',
        entityType: 'accrual_policy',
        entityId: id,
        before: auditView(before),
        after: auditView(policy),
      });
      return policy;
    });
  } catch (error) {
    refuseDuplicate(error, input);
  }
}

/** DELETE /api/admin/accrual_policies/{id}: only a policy that never posted anything (the ledger cites it). */
export async function deleteAccrualPolicy(db: Db, actor: Actor, id: number): Promise<void> {
  authorize(policyActorOf(actor), 'administer');
  await db.transaction(async (tx) => {
    if (!(await lockPolicy(tx, id))) throw new AppError('not_found', NOT_FOUND_MESSAGE);
    if (await policyHasPosted(tx, id)) {
      throw new AppError(
        'policy_in_use',
        'This policy has posted accruals, so the ledger cites it: change it, or stop applying it, instead.',
      );
    }
    const before = await presentOne(tx, id);
    await deletePolicy(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'accrual_policy_deleted',
      entityType: 'accrual_policy',
      entityId: id,
      before: auditView(before),
    });
  });
}
