import { roleFlags } from '@timekeep/shared/domain/roles';
import type { PolicyActor } from '../../core/team-scope/team-scope';

export type AuditAction = 'read';

/**
 * The audit log: admins read all of it; nobody changes it (the database refuses UPDATE and DELETE, and no
 * action here writes). Entries are appended by the changes they record.
 */
export function can(actor: PolicyActor, _action: AuditAction, _entry?: { entityType: string }): boolean {
  return roleFlags(actor).admin;
}
