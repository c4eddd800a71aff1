import { roleFlags } from '@timekeep/shared/domain/roles';
import { authorizeWith, type Refusal } from '../../core/authorize';
import type { PolicyActor } from '../../core/team-scope/team-scope';

export type AuditAction = 'read';

/**
 * The audit log: admins read all of it; nobody changes it (the database refuses UPDATE and DELETE, and no
 * action here writes). Entries are appended by the changes they record.
 */
export function can(actor: PolicyActor, _action: AuditAction, _entry?: { entityType: string }): boolean {
  return roleFlags(actor).admin;
}

export function refusal(
  actor: PolicyActor,
  action: AuditAction,
  entry?: { entityType: string },
): Refusal | null {
  return can(actor, action, entry)
    ? null
    : { code: 'forbidden', message: 'Only admins may read the audit log.' };
}

export const authorize = authorizeWith({ can, refusal });
