import type { Actor } from '../../core/actor';
import { hashToken } from '../../lib/secret-tokens';
import { findActiveSession, touchSession } from './auth.queries';
import { type AuthContext, type SessionLifetime, sessionExpiry, toActor } from './auth-context';

/** Sliding expiry is written at most this often, so every request does not write. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

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
