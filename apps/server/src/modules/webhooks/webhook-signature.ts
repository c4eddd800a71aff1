import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: 32 random bytes, prefixed so it reads as what it is in a receiver's settings. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The `Timekeep-Signature` header of a body sent at `timestampSeconds`, as Stripe signs: `t=<unix
 * seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the endpoint's secret>`. A receiver recomputes it
 * and refuses an old `t`, so a captured delivery cannot be replayed later.
 */
export function webhookSignature(secret: string, timestampSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${digest}`;
}
