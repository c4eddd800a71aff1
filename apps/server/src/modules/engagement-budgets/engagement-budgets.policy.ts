import { roleFlags } from '@timekeep/shared/domain/roles';
import { authorizeWith, type Refusal } from '../../core/authorize';
import type { PolicyActor } from '../../core/team-scope/team-scope';

export type EngagementBudgetAction = 'read' | 'set' | 'delete';

const ONLY_ADMINS = 'Only admins may manage engagement budgets.';

/** An engagement's budget is the admins' to read, set and delete (403 otherwise), as the engagement itself is. */
export function refusal(actor: PolicyActor, _action: EngagementBudgetAction): Refusal | null {
  return roleFlags(actor).admin ? null : { code: 'forbidden', message: ONLY_ADMINS };
}

export function can(actor: PolicyActor, action: EngagementBudgetAction): boolean {
  return refusal(actor, action) === null;
}

export const authorize = authorizeWith({ can, refusal });
