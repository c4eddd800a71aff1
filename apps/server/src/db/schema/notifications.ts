import type { NotificationKind } from '@timekeep/shared/schemas/notifications';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { people } from './people';

/**
 * The outbox of workflow messages: one row per message to one person, written in the transaction of the
 * change it tells of (so it exists exactly when the change does). The bell reads it; an email sender will
 * pick up the rows with `emailed_at` null and set it once sent. The text is composed when the change happens
 * (names and dates as they were then), so any channel can send it as it is.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** Who acted; null for messages nobody caused (reminders), or once that person is deleted. */
    actorId: integer('actor_id').references(() => people.id, { onDelete: 'set null' }),
    /** What happened and who did it, one sentence: the bell's line and an email's subject. */
    subject: text('subject').notNull(),
    /** The note or comment of the person who acted, when there is one. */
    body: text('body'),
    /** The app path where it is handled (an email prefixes PUBLIC_URL). */
    link: text('link').notNull(),
    /** What it is about, for a sender or a later screen: `{ timesheetId }`, `{ requestIds }`... */
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When it was emailed; null while not (the in-app list has every row whatever this says). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.id),
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.readAt} IS NULL`),
    check('notifications_subject_nonempty', sql`char_length(${t.subject}) > 0`),
    check('notifications_link_is_path', sql`left(${t.link}, 1) = '/'`),
  ],
);

/**
 * The kinds of notification a person chose not to get by email (a row per kind turned off; none means every
 * email). The mail worker reads it when it sends, so a choice applies to emails still waiting in the queue.
 */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.kind] })],
);
