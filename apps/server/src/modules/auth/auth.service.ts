import { fullName } from '@timekeep/shared/domain/person-names';
import { safeReturnPath } from '@timekeep/shared/domain/return-path';
import type { LoginError } from '@timekeep/shared/schemas/auth';
import * as oidc from 'openid-client';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken, newSecretToken } from '../../lib/secret-tokens';
import {
  countOpenLoginAttempts,
  deleteExpiredLoginAttempts,
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOfPerson,
  findActiveSession,
  findPersonByEmail,
  findPersonByIdentity,
  insertLoginAttempt,
  insertSession,
  keepNewestLoginAttempts,
  linkIdentity,
  type PersonForSignIn,
  takeLoginAttempt,
  touchSession,
} from './auth.queries';
import type { OidcRelyingParty } from './oidc-client';

/** How long a sign-in may take at the identity provider: long enough for a password and a second factor. */
export const LOGIN_ATTEMPT_TTL_MS = 5 * 60 * 1000;
/** Sign-ins one browser may have in flight at once (a tab each); a newer one drops its oldest. */
export const MAX_OPEN_LOGIN_ATTEMPTS_PER_BROWSER = 5;
/**
 * Sign-ins one address may have in flight at once, a bound on what the table holds. Well above what the
 * sign-in rate limit lets one address start within an attempt's life, so browsers behind one address (an
 * office, a load balancer without TRUST_PROXY) are never refused for what a script started.
 */
export const MAX_OPEN_LOGIN_ATTEMPTS_PER_ADDRESS = 500;
const BROWSER_KEY = /^[A-Za-z0-9_-]{43}$/;
/** Sliding expiry is written at most this often, so every request does not write. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionLifetime {
  /** Sessions end this long after the last request (spec: 24 hours of inactivity). */
  sessionIdleMs: number;
  /** ...and this long after sign-in, however active. */
  sessionMaxAgeMs: number;
}

export interface AuthContext extends SessionLifetime {
  db: Db;
  relyingParty: OidcRelyingParty;
  /** The app's own origin: sign-in only ever returns there. */
  publicOrigin: string;
  /** Accept the provider's email claim without `email_verified` (Entra ID tenants manage their emails). */
  trustProviderEmail: boolean;
  /** When set, only emails of these domains may link a person at first sign-in. */
  allowedEmailDomains: readonly string[];
}

export function toActor(person: NonNullable<PersonForSignIn>): Actor {
  return {
    id: person.id,
    name: fullName(person),
    email: person.email,
    roles: person.roles,
    contractor: person.contractor,
    manager: person.manager,
    startDate: person.employmentStartDate,
    viewableLeadIds: person.viewableLeadIds,
  };
}

/** Who starts a sign-in: the client's address, and the key its login cookie already holds (if any). */
export interface SignInStarter {
  clientAddress: string;
  browserKey: string | undefined;
}

/**
 * Begins authorization code + PKCE: remembers the verifier and nonce under the state, bound to the browser's
 * key (kept in its login cookie, made here on its first sign-in), and answers the URL. Expired attempts are
 * pruned first; one address may hold only so many open ones, and one browser fewer still (its oldest goes).
 */
export async function startSignIn(
  context: AuthContext,
  returnTo: string | undefined,
  starter: SignInStarter,
  now = new Date(),
) {
  const configuration = await context.relyingParty.configuration();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const browserKey =
    starter.browserKey && BROWSER_KEY.test(starter.browserKey) ? starter.browserKey : newSecretToken();
  await deleteExpiredLoginAttempts(context.db, now);
  const openFromAddress = await countOpenLoginAttempts(context.db, starter.clientAddress);
  if (openFromAddress >= MAX_OPEN_LOGIN_ATTEMPTS_PER_ADDRESS) {
    throw new AppError('rate_limited', 'Too many sign-ins in progress. Please wait a few minutes.');
  }
  await context.db.transaction(async (tx) => {
    await insertLoginAttempt(tx, {
      state,
      codeVerifier,
      nonce,
      returnTo: safeReturnPath(returnTo, context.publicOrigin),
      clientAddress: starter.clientAddress,
      browserKey: hashToken(browserKey),
      expiresAt: new Date(now.getTime() + LOGIN_ATTEMPT_TTL_MS),
    });
    await keepNewestLoginAttempts(tx, hashToken(browserKey), MAX_OPEN_LOGIN_ATTEMPTS_PER_BROWSER);
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: context.relyingParty.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, browserKey, maxAgeSeconds: LOGIN_ATTEMPT_TTL_MS / 1000 };
}

export type SignInOutcome =
  | { kind: 'signed-in'; token: string; returnTo: string; expiresAt: Date }
  | { kind: 'refused'; error: LoginError; returnTo: string };

/** Who comes back from the identity provider: the client's address, and the key of its login cookie. */
export interface SignInFinisher {
  clientAddress: string;
  browserKey: string | undefined;
}

/**
 * Completes the callback: takes the attempt its state names, only for the browser that started it, exchanges
 * the code, links the person, and opens a session with a new id.
 */
export async function finishSignIn(
  context: AuthContext,
  finisher: SignInFinisher,
  callbackUrl: URL,
  now = new Date(),
): Promise<SignInOutcome> {
  const state = callbackUrl.searchParams.get('state');
  const attempt =
    state && finisher.browserKey
      ? await takeLoginAttempt(context.db, state, hashToken(finisher.browserKey), now)
      : undefined;
  if (!attempt) return { kind: 'refused', error: 'sign_in_failed', returnTo: '/' };
  const configuration = await context.relyingParty.configuration();
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: attempt.codeVerifier,
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
  // An answer without an ID token throws above (it is expected, and the nonce requires one): claims are there.
  const claims = tokens.claims()!;

  const subject = stableSubject(claims);
  const person = isGuestAccount(claims) ? undefined : await findSignInPerson(context, claims, subject);
  if (!person?.enabled || person.roles.length === 0) {
    await recordAudit(context.db, {
      actorId: person?.id ?? null,
      action: 'sign_in_refused',
      entityType: 'person',
      entityId: person?.id,
      detail: { issuer: claims.iss, subject, clientAddress: finisher.clientAddress },
    });
    return { kind: 'refused', error: 'permission_failed', returnTo: attempt.returnTo };
  }

  const token = newSecretToken();
  const expiresAt = sessionExpiry(context, now, now);
  await context.db.transaction(async (tx) => {
    if (!person.oidcSubject) await linkIdentity(tx, person.id, claims.iss, subject);
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
      detail: { clientAddress: finisher.clientAddress },
    });
  });
  await deleteExpiredSessions(context.db, now);
  return { kind: 'signed-in', token, returnTo: attempt.returnTo, expiresAt };
}

/**
 * The identity's stable id at the provider: Entra ID's object id (`oid`, the same for every app of the
 * tenant), otherwise `sub`. Stored at the first sign-in and compared at every later one.
 */
export function stableSubject(claims: Pick<oidc.IDToken, 'sub'> & Record<string, unknown>): string {
  return typeof claims.oid === 'string' && claims.oid !== '' ? claims.oid : claims.sub;
}

/**
 * Entra ID guests (B2B): `acct` 1, an `idp` naming their home tenant, or an `#EXT#` user name. A guest's
 * email is whatever their home directory says, so it never links or signs in a person here.
 */
export function isGuestAccount(claims: Record<string, unknown>): boolean {
  const names = [claims.email, claims.preferred_username, claims.upn].filter(
    (value): value is string => typeof value === 'string',
  );
  const idp = typeof claims.idp === 'string' ? claims.idp : undefined;
  return (
    String(claims.acct) === '1' ||
    (idp !== undefined && idp !== claims.iss) ||
    names.some((name) => name.toUpperCase().includes('#EXT#'))
  );
}

/** Whether an email claim may link a person who has never signed in: verified, and of an allowed domain. */
export function mayLinkByEmail(
  context: Pick<AuthContext, 'trustProviderEmail' | 'allowedEmailDomains'>,
  claims: { email?: unknown; email_verified?: unknown },
): claims is { email: string } {
  if (typeof claims.email !== 'string') return false;
  const verified = claims.email_verified === true || context.trustProviderEmail;
  const domain = claims.email.slice(claims.email.lastIndexOf('@') + 1).toLowerCase();
  const domainAllowed =
    context.allowedEmailDomains.length === 0 || context.allowedEmailDomains.includes(domain);
  return verified && domainAllowed;
}

async function findSignInPerson(context: AuthContext, claims: oidc.IDToken, subject: string) {
  const linked = await findPersonByIdentity(context.db, claims.iss, subject);
  if (linked) return linked;
  const emailClaims: Record<string, unknown> = claims;
  if (!mayLinkByEmail(context, emailClaims)) return undefined;
  const byEmail = await findPersonByEmail(context.db, emailClaims.email);
  // Someone already linked to another identity is never taken over by a second one.
  return byEmail && !byEmail.oidcSubject ? byEmail : undefined;
}

/** The idle window from now, cut off at the session's absolute end. */
function sessionExpiry(lifetime: SessionLifetime, createdAt: Date, now: Date): Date {
  return new Date(
    Math.min(now.getTime() + lifetime.sessionIdleMs, createdAt.getTime() + lifetime.sessionMaxAgeMs),
  );
}

export interface ResolvedSession {
  actor: Actor;
  /** The session's new end when this request slid it, for the cookie to follow; null when it did not. */
  slidTo: Date | null;
}

/** The actor behind a session token, renewing the 24-hour inactivity window up to the absolute end. */
export async function resolveSession(
  context: Pick<AuthContext, 'db'> & SessionLifetime,
  token: string,
  now = new Date(),
): Promise<ResolvedSession | null> {
  const sessionId = hashToken(token);
  const row = await findActiveSession(
    context.db,
    sessionId,
    now,
    new Date(now.getTime() - context.sessionMaxAgeMs),
  );
  if (!row) return null;
  if (now.getTime() - row.sessionLastSeenAt.getTime() <= SESSION_TOUCH_INTERVAL_MS) {
    return { actor: toActor(row), slidTo: null };
  }
  const slidTo = sessionExpiry(context, row.sessionCreatedAt, now);
  await touchSession(context.db, sessionId, now, slidTo);
  return { actor: toActor(row), slidTo };
}

export async function signOut(db: Db, token: string, actorId: number) {
  await db.transaction(async (tx) => {
    await deleteSession(tx, hashToken(token));
    await recordAudit(tx, { actorId, action: 'sign_out', entityType: 'person', entityId: actorId });
  });
}

/**
 * Ends every session of the person, on whichever app server it was made (sessions live in the database):
 * a lost laptop or a shared computer left signed in. Answers how many sessions ended.
 */
export async function signOutEverywhere(db: Db, actorId: number) {
  return db.transaction(async (tx) => {
    const sessionsEnded = await deleteSessionsOfPerson(tx, actorId);
    await recordAudit(tx, {
      actorId,
      action: 'sign_out_everywhere',
      entityType: 'person',
      entityId: actorId,
      detail: { sessionsEnded },
    });
    return sessionsEnded;
  });
}
