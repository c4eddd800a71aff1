import type { Actor } from '../../core/actor';
import { recordAudits } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './scim.policy';
import { revokeScimTokens } from './scim.queries';

/** DELETE /api/admin/scim/token: the identity provider can no longer provision (404 when there is no token). */
export async function revokeScimToken(db: Db, actor: Actor, now = new Date()) {
  authorize(policyActorOf(actor), 'manage');
  await db.transaction(async (tx) => {
    const revoked = await revokeScimTokens(tx, now);
    if (revoked.length === 0) throw new AppError('not_found', 'There is no SCIM token to revoke.');
    await recordAudits(
      tx,
      revoked.map((row) => ({
        actorId: actor.id,
        action: 'scim_token_revoked',
        entityType: 'api_token' as const,
        entityId: row.id,
        before: { kind: 'scim', prefix: row.prefix },
      })),
    );
  });
}
