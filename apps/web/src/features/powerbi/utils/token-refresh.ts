/** A new embed token is asked for this long before the current one expires. */
export const TOKEN_REFRESH_MARGIN_MS = 2 * 60 * 1000;
/** Never sooner than this, so a token that is (nearly) expired already does not set off a storm of calls. */
const MIN_REFRESH_DELAY_MS = 10 * 1000;

/** How long until the page fetches a new token: shortly before `expiration` (an ISO date-time). */
export function tokenRefreshDelay(expiration: string, now: number = Date.now()): number {
  const expiresAt = Date.parse(expiration);
  if (Number.isNaN(expiresAt)) return MIN_REFRESH_DELAY_MS;
  return Math.max(MIN_REFRESH_DELAY_MS, expiresAt - TOKEN_REFRESH_MARGIN_MS - now);
}
