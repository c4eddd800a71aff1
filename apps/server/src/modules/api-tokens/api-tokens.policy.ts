import { roleFlags, roleRules } from '@timekeep/shared/domain/roles';
import type { CurrentUser } from '@timekeep/shared/schemas/auth';
import { authorizeWith, type Refusal } from '../../core/authorize';

export type ApiTokenAction = 'revoke';

/** What a policy needs of a token: whose it is and which kind. */
export interface TokenRecord {
  kind: 'personal' | 'service';
  ownerId: number;
}

type TokenActor = Pick<CurrentUser, 'id' | 'roles' | 'contractor' | 'manager'>;

/**
 * A personal token is its owner's alone: nobody else lists or revokes it, admins included (they revoke by
 * deactivating the person). Service tokens are the admins': any admin revokes any of them.
 */
export function can(actor: TokenActor, _action: ApiTokenAction, token: TokenRecord): boolean {
  return token.kind === 'personal' ? token.ownerId === actor.id : roleRules.administer(roleFlags(actor));
}

export function refusal(actor: TokenActor, action: ApiTokenAction, token: TokenRecord): Refusal | null {
  if (can(actor, action, token)) return null;
  return { code: 'forbidden', message: 'This token is not yours to revoke.' };
}

export const authorize = authorizeWith({ can, refusal });
