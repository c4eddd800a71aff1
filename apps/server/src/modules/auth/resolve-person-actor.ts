import type { Actor } from '../../core/actor';
import type { Executor } from '../../db/client';
import { findPersonWhoMaySignIn } from './auth.queries';
import { toActor } from './auth-context';

/**
 * The actor a job acts as for a person, with their rights as they are now (as their next request would load
 * them); null when they may no longer sign in (deactivated, or no role left), so the job is theirs no more.
 */
export async function resolvePersonActor(
  executor: Executor,
  personId: number,
  now = new Date(),
): Promise<Actor | null> {
  const person = await findPersonWhoMaySignIn(executor, personId, now);
  return person ? toActor(person) : null;
}
