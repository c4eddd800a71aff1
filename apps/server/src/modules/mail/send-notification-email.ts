import type { Db } from '../../db/client';
import { findNotificationToEmail, markNotificationEmailed } from './mail.queries';
import type { Mailer } from './mailer';
import { composeNotificationEmail } from './notification-email';

export type SendOutcome = 'sent' | 'already-sent' | 'recipient-deactivated' | 'turned-off';

/**
 * Emails one notification and records it as sent. No transaction is held while the mail server answers (on
 * the embedded database one would stop every other query meanwhile). A failure to send throws, and the job
 * is retried; a notification already emailed, whose recipient was deactivated since, or of a kind they
 * turned off by email, is not sent. One not sent keeps `emailed_at` empty: it means "was emailed".
 */
export async function sendNotificationEmail(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  notificationId: number,
): Promise<SendOutcome> {
  const notification = await findNotificationToEmail(db, notificationId);
  if (!notification) return 'already-sent';
  if (!notification.recipientEnabled) return 'recipient-deactivated';
  if (notification.recipientOptedOut) return 'turned-off';
  const email = composeNotificationEmail(notification, publicUrl);
  await mailer.send({ to: notification.recipientEmail, notificationId, ...email });
  await markNotificationEmailed(db, notificationId);
  return 'sent';
}
