import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './api-tokens.policy';
import { findRevocableToken, markTokenRevoked } from './api-tokens.queries';

/**
 * Revokes a token: its next request answers 401. `kind` is the kind the route manages, so the personal
 * tokens' route never reaches a service token or the reverse: a token not found, already revoked, or of
 * another kind is 404; another person's is refused (403).
 */
export async function revokeApiToken(
  db: Db,
  actor: Actor,
  kind: 'personal' | 'service',
  tokenId: number,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await findRevocableToken(tx, tokenId);
    if (!token || token.kind !== kind) {
      throw new AppError('not_found', 'No such token.');
    }
    authorize(actor, 'revoke', token);
    await markTokenRevoked(tx, token.id, now);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'api_token_revoked',
      entityType: 'api_token',
      entityId: token.id,
      detail: { name: token.name, kind: token.kind },
    });
  });
}
