import { createHash, randomBytes } from 'node:crypto';
import { isSafeReturnPath } from '@timekeep/shared/domain/roles';
import type { CurrentUser, LoginError } from '@timekeep/shared/schemas/auth';
import * as oidc from 'openid-client';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/audit.queries';
import {
  deleteExpiredLoginAttempts,
  deleteExpiredSessions,
  deleteSession,
  findActiveSession,
  findPersonByEmail,
  findPersonByIdentity,
  insertLoginAttempt,
  insertSession,
  linkIdentity,
  type PersonForSignIn,
  takeLoginAttempt,
  touchSession,
} from './auth.queries';
import type { OidcRelyingParty } from './oidc-client';

const LOGIN_ATTEMPT_TTL_MS = 10 * 60 * 1000;
/** Sliding expiry is written at most this often, so every request does not write. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export interface AuthContext {
  db: Db;
  relyingParty: OidcRelyingParty;
  sessionIdleMs: number;
  /** Accept the provider's email claim without `email_verified` (Entra ID tenants manage their emails). */
  trustProviderEmail: boolean;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toCurrentUser(person: NonNullable<PersonForSignIn>): CurrentUser {
  return {
    id: person.id,
    name: `${person.firstName} ${person.lastName}`,
    email: person.email,
    roles: person.roles.filter((role): role is CurrentUser['roles'][number] =>
      ['employee', 'admin', 'reports'].includes(role),
    ),
    contractor: person.contractor,
    manager: person.manager,
    startDate: person.employmentStartDate,
  };
}

export function safeReturnPath(value: string | undefined): string {
  return value && isSafeReturnPath(value) ? value : '/';
}

/** Begins authorization code + PKCE: remembers the verifier and nonce under the state, answers the URL. */
export async function startSignIn(context: AuthContext, returnTo: string | undefined, now = new Date()) {
  const configuration = await context.relyingParty.configuration();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await deleteExpiredLoginAttempts(context.db, now);
  await insertLoginAttempt(context.db, {
    state,
    codeVerifier,
    nonce,
    returnTo: safeReturnPath(returnTo),
    expiresAt: new Date(now.getTime() + LOGIN_ATTEMPT_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: context.relyingParty.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, maxAgeSeconds: LOGIN_ATTEMPT_TTL_MS / 1000 };
}

export type SignInOutcome =
  | { kind: 'signed-in'; token: string; returnTo: string; expiresAt: Date }
  | { kind: 'refused'; error: LoginError; returnTo: string };

/** Completes the callback: exchanges the code, links the person, and opens a session with a new id. */
export async function finishSignIn(
  context: AuthContext,
  state: string | undefined,
  callbackUrl: URL,
  now = new Date(),
): Promise<SignInOutcome> {
  const attempt = state ? await takeLoginAttempt(context.db, state, now) : undefined;
  if (!attempt) return { kind: 'refused', error: 'sign_in_failed', returnTo: '/' };
  const configuration = await context.relyingParty.configuration();
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: attempt.codeVerifier,
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) return { kind: 'refused', error: 'sign_in_failed', returnTo: attempt.returnTo };

  const person = await findSignInPerson(context, claims);
  if (!person?.enabled || person.roles.length === 0) {
    await recordAudit(context.db, {
      actorId: person?.id ?? null,
      action: 'sign_in_refused',
      entityType: 'person',
      entityId: person?.id,
      detail: { issuer: claims.iss, subject: claims.sub },
    });
    return { kind: 'refused', error: 'permission_failed', returnTo: attempt.returnTo };
  }

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + context.sessionIdleMs);
  await context.db.transaction(async (tx) => {
    if (!person.oidcSubject) await linkIdentity(tx, person.id, claims.iss, claims.sub);
    await insertSession(tx, {
      id: hashToken(token),
      personId: person.id,
      expiresAt,
      lastSeenAt: now,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorId: person.id,
      action: 'sign_in',
      entityType: 'person',
      entityId: person.id,
    });
  });
  await deleteExpiredSessions(context.db, now);
  return { kind: 'signed-in', token, returnTo: attempt.returnTo, expiresAt };
}

async function findSignInPerson(context: AuthContext, claims: oidc.IDToken) {
  const linked = await findPersonByIdentity(context.db, claims.iss, claims.sub);
  if (linked) return linked;
  const email = typeof claims.email === 'string' ? claims.email : undefined;
  const verified = claims.email_verified === true || context.trustProviderEmail;
  if (!email || !verified) return undefined;
  const byEmail = await findPersonByEmail(context.db, email);
  // Someone already linked to another identity is never taken over by a second one.
  return byEmail && !byEmail.oidcSubject ? byEmail : undefined;
}

/** The actor behind a session token, renewing the 24-hour inactivity window. */
export async function resolveSession(
  context: Pick<AuthContext, 'db' | 'sessionIdleMs'>,
  token: string,
  now = new Date(),
) {
  const sessionId = hashToken(token);
  const row = await findActiveSession(context.db, sessionId, now);
  if (!row) return null;
  if (now.getTime() - row.sessionLastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(context.db, sessionId, now, new Date(now.getTime() + context.sessionIdleMs));
  }
  return toCurrentUser(row);
}

export async function signOut(db: Db, token: string, actorId: number) {
  await db.transaction(async (tx) => {
    await deleteSession(tx, hashToken(token));
    await recordAudit(tx, { actorId, action: 'sign_out', entityType: 'person', entityId: actorId });
  });
}
