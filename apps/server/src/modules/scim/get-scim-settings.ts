import { fullName } from '@timekeep/shared/domain/person-names';
import type { ScimSettings, ScimToken } from '@timekeep/shared/schemas/scim';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { authorize } from './scim.policy';
import { findCurrentScimToken, type ScimTokenRow } from './scim.queries';

export function presentScimToken(row: ScimTokenRow): ScimToken {
  return {
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.creatorFirstName === null || row.creatorLastName === null
        ? null
        : fullName({ firstName: row.creatorFirstName, lastName: row.creatorLastName }),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** GET /api/admin/scim: the base URL to paste into the identity provider, and the live token (never its secret). */
export async function getScimSettings(
  executor: Executor,
  actor: Actor,
  baseUrl: string,
  now = new Date(),
): Promise<ScimSettings> {
  authorize(policyActorOf(actor), 'manage');
  const row = await findCurrentScimToken(executor, now);
  return { baseUrl, token: row ? presentScimToken(row) : null };
}
