import type { ScimTokenCreated } from '@timekeep/shared/schemas/scim';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { hashToken, newSecretToken } from '../../lib/secret-tokens';
import { presentScimToken } from './get-scim-settings';
import { authorize } from './scim.policy';
import { findCurrentScimToken, insertScimToken, revokeScimTokens } from './scim.queries';

/** A SCIM token lasts a year: then an admin generates a new one and pastes it into the identity provider. */
const SCIM_TOKEN_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
const SECRET_PREFIX = 'scim_';
/** How much of the secret the settings show, to tell tokens apart. */
const SHOWN_PREFIX_LENGTH = SECRET_PREFIX.length + 6;

/**
 * POST /api/admin/scim/token: a new SCIM token, its secret answered this once (only its SHA-256 is kept). It
 * acts as the admin who made it, and revokes the token before it, in one transaction with its audit entries.
 */
export async function generateScimToken(db: Db, actor: Actor, now = new Date()): Promise<ScimTokenCreated> {
  authorize(policyActorOf(actor), 'manage');
  const secret = `${SECRET_PREFIX}${newSecretToken()}`;
  const prefix = secret.slice(0, SHOWN_PREFIX_LENGTH);
  const token = await db.transaction(async (tx) => {
    const revoked = await revokeScimTokens(tx, now);
    const tokenId = await insertScimToken(tx, {
      ownerId: actor.id,
      kind: 'scim',
      name: 'SCIM provisioning',
      scopes: ['scim'],
      tokenHash: hashToken(secret),
      prefix,
      createdById: actor.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SCIM_TOKEN_LIFETIME_MS),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'scim_token_created',
      entityType: 'api_token',
      entityId: tokenId,
      after: { kind: 'scim', prefix, revokedTokenIds: revoked.map((row) => row.id) },
    });
    return (await findCurrentScimToken(tx, now))!;
  });
  return { token: presentScimToken(token), secret };
}
