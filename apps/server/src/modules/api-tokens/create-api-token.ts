import { PERSONAL_TOKEN_SCOPES } from '@timekeep/shared/domain/api-scopes';
import type {
  CreatedApiToken,
  CreatePersonalToken,
  CreateServiceToken,
} from '@timekeep/shared/schemas/api-tokens';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import type { Db } from '../../db/client';
import { hashToken, newSecretToken } from '../../lib/secret-tokens';
import { insertApiToken } from './api-tokens.queries';
import { presentApiToken } from './present-api-token';

/** Every token's secret starts so, which secret scanners and people recognise. */
const TOKEN_PREFIX = 'tk_';
/** How much of the secret lists show, to tell tokens apart. */
const SHOWN_CHARACTERS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

interface NewToken {
  kind: 'personal' | 'service';
  name: string;
  scopes: readonly string[];
  expiresInDays: number;
}

/**
 * Makes a token acting as the actor, answered with its secret this once (only its SHA-256 is kept), and
 * audits it. A personal token is the actor's own; a service token is an admin's (the route admits admins
 * only) and acts as them within its scopes.
 */
async function createApiToken(db: Db, actor: Actor, token: NewToken, now: Date): Promise<CreatedApiToken> {
  const secret = `${TOKEN_PREFIX}${newSecretToken()}`;
  const created = await db.transaction(async (tx) => {
    const made = await insertApiToken(tx, {
      ownerId: actor.id,
      createdById: actor.id,
      kind: token.kind,
      name: token.name,
      scopes: [...token.scopes],
      tokenHash: hashToken(secret),
      prefix: secret.slice(0, SHOWN_CHARACTERS),
      createdAt: now,
      expiresAt: new Date(now.getTime() + token.expiresInDays * DAY_MS),
    });
    const shown = presentApiToken(made);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'api_token_created',
      entityType: 'api_token',
      entityId: made.id,
      after: shown,
    });
    return shown;
  });
  return { ...created, token: secret };
}

export function createPersonalToken(db: Db, actor: Actor, input: CreatePersonalToken, now = new Date()) {
  return createApiToken(
    db,
    actor,
    {
      kind: 'personal',
      name: input.name,
      scopes: PERSONAL_TOKEN_SCOPES[input.access],
      expiresInDays: input.expiresInDays,
    },
    now,
  );
}

export function createServiceToken(db: Db, actor: Actor, input: CreateServiceToken, now = new Date()) {
  return createApiToken(
    db,
    actor,
    {
      kind: 'service',
      name: input.name,
      scopes: [...new Set(input.scopes)].sort(),
      expiresInDays: input.expiresInDays,
    },
    now,
  );
}
