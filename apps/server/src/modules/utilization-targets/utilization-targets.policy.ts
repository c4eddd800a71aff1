import { roleFlags } from '@timekeep/shared/domain/roles';
import { authorizeWith, type Refusal } from '../../core/authorize';
import type { PolicyActor } from '../../core/team-scope/team-scope';

export type UtilizationTargetAction = 'administer';

/** Utilization targets, the defaults and each person's own, are the admins' to read and set. */
export function refusal(
  actor: PolicyActor,
  _action: UtilizationTargetAction,
  _record?: undefined,
): Refusal | null {
  if (!roleFlags(actor).admin) {
    return { code: 'forbidden', message: 'Only admins set utilization targets.' };
  }
  return null;
}

export function can(actor: PolicyActor, action: UtilizationTargetAction, _record?: undefined): boolean {
  return refusal(actor, action) === null;
}

export const authorize = authorizeWith({ can, refusal });
