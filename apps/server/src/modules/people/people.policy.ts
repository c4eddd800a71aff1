import { roleFlags } from '@timekeep/shared/domain/roles';
import type { Role } from '@timekeep/shared/schemas/auth';
import { authorizeWith, type Refusal } from '../../core/authorize';
import type { PolicyActor } from '../../core/team-scope/team-scope';

export type PersonAction =
  | 'read'
  | 'create'
  | 'edit'
  | 'setRoles'
  | 'deactivate'
  | 'reactivate'
  | 'setRelatedManagers';

/** What the rules need of a person record; for `setRoles`, the person with the roles they would have. */
export interface PersonRecord {
  id: number;
  enabled: boolean;
  roles: readonly Role[];
}

const ONLY_ADMINS = 'Only admins may manage people.';

/**
 * People are the admins' to manage (403 otherwise). An admin neither deactivates themselves nor takes away
 * their own admin role (either would lock them out of managing people: 422); deactivating and reactivating
 * apply to enabled and disabled people respectively (409).
 */
export function refusal(actor: PolicyActor, action: PersonAction, person?: PersonRecord): Refusal | null {
  if (!roleFlags(actor).admin) return { code: 'forbidden', message: ONLY_ADMINS };
  if (action !== 'setRoles' && action !== 'deactivate' && action !== 'reactivate') return null;
  // These three are decided on the person; without one they are refused as the others are.
  if (person === undefined) return { code: 'forbidden', message: ONLY_ADMINS };
  switch (action) {
    case 'setRoles':
      return person.id === actor.id && !person.roles.includes('admin')
        ? {
            code: 'rule_violation',
            message: 'body.roles: You cannot take away your own admin role.',
            field: 'body.roles',
          }
        : null;
    case 'deactivate':
      if (person.id === actor.id) {
        return { code: 'rule_violation', message: 'You cannot deactivate yourself: ask another admin.' };
      }
      return person.enabled
        ? null
        : { code: 'invalid_state', message: 'This person is deactivated already.' };
    case 'reactivate':
      return person.enabled ? { code: 'invalid_state', message: 'This person is active already.' } : null;
  }
}

export function can(actor: PolicyActor, action: PersonAction, person?: PersonRecord): boolean {
  return refusal(actor, action, person) === null;
}

export const authorize = authorizeWith({ can, refusal });
