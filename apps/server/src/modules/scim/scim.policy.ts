import { roleFlags } from '@timekeep/shared/domain/roles';
import { authorizeWith, type Refusal } from '../../core/authorize';
import type { PolicyActor } from '../../core/team-scope/team-scope';

/**
 * `manage`: the SCIM token and the group mapping table (admin routes). `provision`: what the identity provider
 * does at /scim/v2, as the token's owner: the token acts as them, so it stops working when they lose admin.
 */
export type ScimAction = 'manage' | 'provision';

export function refusal(actor: PolicyActor, action: ScimAction): Refusal | null {
  if (roleFlags(actor).admin) return null;
  return {
    code: 'forbidden',
    message:
      action === 'manage'
        ? 'Only admins manage SCIM provisioning.'
        : "The SCIM token's owner is no longer an admin: an admin must generate a new token.",
  };
}

export function can(actor: PolicyActor, action: ScimAction): boolean {
  return refusal(actor, action) === null;
}

export const authorize = authorizeWith({ can, refusal });
