import { safeReturnPath } from '@timekeep/shared/domain/return-path';
import * as oidc from 'openid-client';
import { AppError } from '../../lib/app-error';
import { hashToken, newSecretToken } from '../../lib/secret-tokens';
import {
  countOpenLoginAttempts,
  deleteExpiredLoginAttempts,
  insertLoginAttempt,
  keepNewestLoginAttempts,
} from './auth.queries';
import type { AuthContext } from './auth-context';

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
