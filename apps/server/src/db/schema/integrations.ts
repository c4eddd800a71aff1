import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { people } from './people';

/**
 * Bearer tokens for the API (issue 41). `personal`: a person's own, read-only or read-write; `service`: made
 * by an admin with scopes, for a system (payroll, invoicing); `scim`: the identity provider's, for
 * `/scim/v2` only. Every kind acts as its owner, never with more than the owner may do, and only within its
 * scopes; it ends at `expires_at`, when revoked, and when the owner is deactivated. Only the SHA-256 of
 * the secret is stored; `prefix` (the secret's first characters) tells tokens apart in lists and logs.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'personal' | 'service' | 'scim'>().notNull(),
    name: text('name').notNull(),
    /** `area:read` / `area:write`, or `*:read` / `*:write` for every area; `scim` for the SCIM token. */
    scopes: text('scopes').array().notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdById: integer('created_by_id').references(() => people.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_unique').on(t.tokenHash),
    index('api_tokens_owner_idx').on(t.ownerId),
    check('api_tokens_kind_known', sql`${t.kind} IN ('personal', 'service', 'scim')`),
    check('api_tokens_name_nonempty', sql`char_length(${t.name}) BETWEEN 1 AND 100`),
    check('api_tokens_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/**
 * Where webhook events go (issue 41): an https address, the event types it takes, and the secret deliveries
 * are signed with (HMAC-SHA256; kept, as signing needs it, and shown once). An endpoint failing for 24 hours
 * is turned off (`disabled_reason`) and its owner told.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** When the first of the failures going on now happened; null while deliveries succeed. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    ownerId: integer('owner_id').references(() => people.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('webhook_endpoints_has_events', sql`cardinality(${t.events}) > 0`)],
);

/** One thing that happened, as webhooks tell it: its id is stable across every retry of every delivery. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_occurred_idx').on(t.occurredAt)],
);

/**
 * An event owed to an endpoint (the outbox): written in the transaction of the change, sent by the job queue
 * in `sequence` order per endpoint, retried with backoff until `give_up_at`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    /** 'pending' | 'delivered' | 'failed' (gave up). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    giveUpAt: timestamp('give_up_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_unique').on(t.endpointId, t.eventId),
    index('webhook_deliveries_pending_idx').on(t.endpointId, t.id).where(sql`${t.state} = 'pending'`),
    check('webhook_deliveries_state_known', sql`${t.state} IN ('pending', 'delivered', 'failed')`),
  ],
);

/** Each try of a delivery, for the endpoint's log: the answer's status and start of its body, and how long. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The HTTP status answered; null when none came (refused, timed out). */
    statusCode: integer('status_code'),
    /** The first 1,000 characters of the answer, or why there was none. */
    response: text('response').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);

/**
 * SCIM groups (issue 41) as the identity provider pushes them; an admin's table maps each to a role and/or a
 * team (the lead whose team its members join).
 */
export const scimGroups = pgTable(
  'scim_groups',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    displayName: text('display_name').notNull(),
    externalId: text('external_id'),
    /** 'employee' | 'admin' | 'reports': members hold this role while in the group. */
    role: text('role'),
    /** Members' team lead while in the group. */
    teamLeadId: integer('team_lead_id').references(() => people.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scim_groups_display_name_unique').on(t.displayName),
    check('scim_groups_role_known', sql`${t.role} IS NULL OR ${t.role} IN ('employee', 'admin', 'reports')`),
  ],
);

export const scimGroupMembers = pgTable(
  'scim_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => scimGroups.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.personId] }),
    index('scim_group_members_person_idx').on(t.personId),
  ],
);

/** The identity provider's own id of a person it provisioned (SCIM `externalId`), and its raw attributes. */
export const scimUsers = pgTable(
  'scim_users',
  {
    personId: integer('person_id')
      .primaryKey()
      .references(() => people.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    /** The userName as the provider sent it (people.email is lower-cased). */
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('scim_users_external_id_unique').on(t.externalId)],
);
