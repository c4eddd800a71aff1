import { roleFlags } from '@timekeep/shared/domain/roles';
import type { PolicyActor } from '../team-scope/team-scope';

export type PersonAction = 'read' | 'create' | 'edit' | 'deactivate' | 'reactivate' | 'setRelatedManagers';

/** What the rules need of a person record. */
export interface PersonRecord {
  id: number;
  enabled: boolean;
}

/**
 * People are the admins' to manage. An admin does not deactivate themselves (they would lock themselves
 * out); deactivating and reactivating apply to enabled and disabled people respectively.
 */
export function can(actor: PolicyActor, action: PersonAction, person?: PersonRecord): boolean {
  if (!roleFlags(actor).admin) return false;
  switch (action) {
    case 'deactivate':
      return person !== undefined && person.id !== actor.id && person.enabled;
    case 'reactivate':
      return person !== undefined && !person.enabled;
    default:
      return true;
  }
}
