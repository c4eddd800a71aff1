import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { hashToken } from '../../lib/secret-tokens';
import { findActiveApiToken, touchApiToken } from './auth.queries';
import { toActor } from './auth-context';

/** When a token was last used is written at most this often, so every request does not write. */
const TOKEN_TOUCH_INTERVAL_MS = 60 * 1000;

export interface ResolvedApiToken {
  actor: Actor;
  token: { id: number; scopes: readonly string[] };
}

/**
 * The owner a bearer token acts as, and the token's scopes; null when it is unknown, revoked, expired, or its
 * owner may no longer sign in. A token acts with its owner's rights as they are now, never as they were.
 */
export async function resolveApiToken(
  context: { db: Db },
  secret: string,
  now = new Date(),
): Promise<ResolvedApiToken | null> {
  const row = await findActiveApiToken(context.db, hashToken(secret), now);
  if (!row) return null;
  const lastUsed = row.tokenLastUsedAt?.getTime() ?? 0;
  if (now.getTime() - lastUsed > TOKEN_TOUCH_INTERVAL_MS) await touchApiToken(context.db, row.tokenId, now);
  return { actor: toActor(row), token: { id: row.tokenId, scopes: row.tokenScopes } };
}
