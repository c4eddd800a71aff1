import type { ApiTokenList } from '@timekeep/shared/schemas/api-tokens';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { listLiveTokens } from './api-tokens.queries';
import { presentApiToken } from './present-api-token';

/** The caller's own personal tokens that still work. */
export async function listPersonalTokens(db: Db, actor: Actor, now = new Date()): Promise<ApiTokenList> {
  const tokens = await listLiveTokens(db, { kind: 'personal', ownerId: actor.id }, now);
  return { tokens: tokens.map(presentApiToken) };
}

/** Every service token that still works (the route admits admins only). */
export async function listServiceTokens(db: Db, now = new Date()): Promise<ApiTokenList> {
  const tokens = await listLiveTokens(db, { kind: 'service' }, now);
  return { tokens: tokens.map(presentApiToken) };
}
