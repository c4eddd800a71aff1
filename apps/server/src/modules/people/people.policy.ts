import { roleFlags } from '@timekeep/shared/domain/roles';
import type { Role } from '@timekeep/shared/schemas/auth';
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

/**
 * People are the admins' to manage. An admin neither deactivates themselves nor takes away their own admin
 * role (either would lock them out of managing people); deactivating and reactivating apply to enabled and
 * disabled people respectively.
 */
export function can(actor: PolicyActor, action: PersonAction, person?: PersonRecord): boolean {
  if (!roleFlags(actor).admin) return false;
  switch (action) {
    case 'setRoles':
      return person !== undefined && (person.id !== actor.id || person.roles.includes('admin'));
    case 'deactivate':
      return person !== undefined && person.id !== actor.id && person.enabled;
    case 'reactivate':
      return person !== undefined && !person.enabled;
    default:
      return true;
  }
}
