import type { Db } from '../../db/client';
import { findNotificationToEmail, markNotificationEmailed } from './mail.queries';
import type { Mailer } from './mailer';
import { composeNotificationEmail } from './notification-email';

export type SendOutcome = 'sent' | 'already-sent' | 'recipient-deactivated';

/**
 * Emails one notification and records it as sent. No transaction is held while the mail server answers (on
 * the embedded database one would stop every other query meanwhile). A failure to send throws, and the job
 * is retried; a notification already emailed, or whose recipient was deactivated since, is not sent.
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
  const email = composeNotificationEmail(notification, publicUrl);
  await mailer.send({ to: notification.recipientEmail, notificationId, ...email });
  await markNotificationEmailed(db, notificationId);
  return 'sent';
}
