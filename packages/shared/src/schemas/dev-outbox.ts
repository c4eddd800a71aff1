import { z } from 'zod';

/**
 * GET /api/dev/outbox: the emails kept by the development outbox (no SMTP_URL), newest first, at most
 * `DEV_OUTBOX_LISTED`. Development only: the route does not exist when a mail server is configured.
 */
export const DEV_OUTBOX_LISTED = 100;

export const devOutboxMailSchema = z.object({
  id: z.number().int(),
  /** The notification it tells of; null once that is deleted. */
  notificationId: z.number().int().nullable(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});
export type DevOutboxMail = z.infer<typeof devOutboxMailSchema>;

export const devOutboxResponseSchema = z.object({ mails: z.array(devOutboxMailSchema) });
export type DevOutbox = z.infer<typeof devOutboxResponseSchema>;
