import type { PersonUtilizationTarget } from '@timekeep/shared/schemas/utilization-targets';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './utilization-targets.policy';
import { findPersonTarget } from './utilization-targets.queries';

export const PERSON_NOT_FOUND_MESSAGE = 'Person not found.';

export async function presentPersonTarget(
  executor: Executor,
  personId: number,
): Promise<PersonUtilizationTarget> {
  const found = await findPersonTarget(executor, personId);
  if (!found) throw new AppError('not_found', PERSON_NOT_FOUND_MESSAGE);
  return found;
}

/** GET /api/admin/utilization_targets/people/{personId}: the person's own target and the one that counts. */
export async function getPersonTarget(
  db: Db,
  actor: Actor,
  personId: number,
): Promise<PersonUtilizationTarget> {
  authorize(policyActorOf(actor), 'administer');
  return presentPersonTarget(db, personId);
}
