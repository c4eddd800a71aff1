import type { LoginError } from '@timekeep/shared/schemas/auth';
import * as oidc from 'openid-client';
import { recordAudit } from '../../core/audit';
import { hashToken, newSecretToken } from '../../lib/secret-tokens';
import {
  deleteExpiredSessions,
  findPersonByEmail,
  findPersonByIdentity,
  insertSession,
  linkIdentity,
  takeLoginAttempt,
} from './auth.queries';
import { type AuthContext, sessionExpiry } from './auth-context';

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
