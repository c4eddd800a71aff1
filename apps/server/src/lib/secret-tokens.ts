import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit secret for a cookie or an address (session tokens, calendar feed links). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a secret: its SHA-256, so the database alone never opens a session or a feed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
