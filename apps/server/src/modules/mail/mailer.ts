import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { devOutboxMails } from '../../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The notification it tells of, kept with the development outbox's copy. */
  notificationId: number;
}

/** Hands one email on: to the mail server, or to the development outbox. Throws when it could not. */
export interface Mailer {
  kind: 'smtp' | 'development-outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Short socket timeouts: a mail server that accepts connections and then hangs fails the job (which is
 * retried later) instead of holding a worker for nodemailer's default ten minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transport.close(),
  };
}

/** Development without a mail server: each email is a row of `dev_outbox_mails`, shown at /dev/outbox. */
export function devOutboxMailer(db: Db, from: string): Mailer {
  return {
    kind: 'development-outbox',
    async send(mail) {
      await db.insert(devOutboxMails).values({
        notificationId: mail.notificationId,
        fromAddress: from,
        toAddress: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => undefined,
  };
}

/** The configured way out, or none when email is off (the emails stay queued until SMTP_URL is set). */
export function createMailer(settings: Config['mail'], db: Db): Mailer | null {
  if (settings.kind === 'off') return null;
  return settings.kind === 'smtp'
    ? smtpMailer(settings.url, settings.from)
    : devOutboxMailer(db, settings.from);
}
