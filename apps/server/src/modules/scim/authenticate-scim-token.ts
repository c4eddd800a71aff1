import { fullName } from '@timekeep/shared/domain/person-names';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { hashToken } from '../../lib/secret-tokens';
import { authorize } from './scim.policy';
import { findLiveScimToken, touchScimToken } from './scim.queries';
import { ScimError } from './scim-errors';

/** When the token was last used is written at most this often, so every request does not write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The owner a /scim/v2 request acts as: its `Authorization: Bearer` must be the live SCIM token (not revoked,
 * not expired) of an enabled owner who is still an admin. 401 otherwise (403 when the owner lost admin), in
 * SCIM's error format.
 */
export async function authenticateScimToken(
  db: Db,
  authorization: string | undefined,
  now = new Date(),
): Promise<Actor> {
  const secret = authorization === undefined ? undefined : BEARER.exec(authorization)?.[1];
  if (!secret) throw new ScimError(401, 'Send the SCIM token as Authorization: Bearer <token>.');
  const row = await findLiveScimToken(db, hashToken(secret), now);
  if (!row) throw new ScimError(401, 'This SCIM token is not valid: it may have expired or been revoked.');
  const actor: Actor = {
    id: row.ownerId,
    name: fullName(row),
    email: row.email,
    roles: row.roles,
    contractor: row.contractor,
    manager: false,
    startDate: row.employmentStartDate,
    viewableLeadIds: [],
    actingFor: [],
  };
  try {
    authorize(policyActorOf(actor), 'provision');
  } catch (error) {
    throw new ScimError(403, (error as Error).message);
  }
  if (now.getTime() - (row.lastUsedAt?.getTime() ?? 0) > TOUCH_INTERVAL_MS) {
    await touchScimToken(db, row.tokenId, now);
  }
  return actor;
}
