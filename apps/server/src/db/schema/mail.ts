import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { notifications } from './notifications';

/**
 * The development outbox: without SMTP_URL, every email the app would have sent is kept here, as sent, and
 * shown at /dev/outbox. Never written when a mail server is configured.
 */
export const devOutboxMails = pgTable(
  'dev_outbox_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The notification it tells of; null once that is deleted (with its recipient). */
    notificationId: bigint('notification_id', { mode: 'number' }).references(() => notifications.id, {
      onDelete: 'set null',
    }),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_outbox_mails_sent_idx').on(t.sentAt)],
);
