import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { people } from './people';

/** Server-side sessions; the cookie holds a random token whose SHA-256 is the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_person_idx').on(t.personId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** A sign-in in flight: the PKCE verifier, nonce and return path, keyed by the OAuth state. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    state: text('state').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    returnTo: text('return_to').notNull(),
    /** The address that started it, so one address cannot fill the table. */
    clientAddress: text('client_address').notNull().default(''),
    /**
     * The SHA-256 of the browser's login cookie: the callback must come from the browser that started it, and
     * one browser holds only a few sign-ins at once.
     */
    browserKey: text('browser_key').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_attempts_client_idx').on(t.clientAddress),
    index('login_attempts_browser_idx').on(t.browserKey),
    index('login_attempts_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Sign-in rate limits shared by every app server: one counter per route and client address, for the window
 * that ends at `window_ends_at`. Rows of past windows are pruned whenever a new window starts.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);

/**
 * Every change made through the app: who (null for a sign-in nobody could be matched to), what, the record
 * before and after it as the API shows it, and when. Append-only: a trigger refuses UPDATE, DELETE and
 * TRUNCATE whoever asks (migration 0005), and deleting a person who appears here is refused rather than
 * cascading into it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => people.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    /** The lead the actor stood in for (issue 38): the log shows 'actor for lead'. */
    actingForId: integer('acting_for_id').references(() => people.id, { onDelete: 'restrict' }),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Context that is neither the record before nor after (a refused sign-in's issuer and subject). */
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    check('audit_log_action_nonempty', sql`char_length(${t.action}) > 0`),
  ],
);
