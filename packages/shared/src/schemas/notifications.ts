import { z } from 'zod';
import { idParamsSchema } from './common';

/**
 * What a notification is about: a step of the timesheet or time-off workflow. Reminders and digests will add
 * kinds of their own.
 */
export const notificationKindSchema = z.enum([
  'timesheet_submitted',
  'timesheet_submitted_on_behalf',
  'timesheet_approved',
  'timesheet_rejected',
  'timesheet_unapproved',
  'time_off_requested',
  'time_off_updated',
  'time_off_approved',
  'time_off_rejected',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** One message to the caller, as the bell lists it. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  /** What happened and who did it, in one sentence: "Morgan Lee rejected your timesheet for ...". */
  subject: z.string(),
  /** The note or comment the person who acted wrote, when there is one. */
  body: z.string().nullable(),
  /** The app path where it is handled: the timesheet, the team's request list, /pto. */
  link: z.string(),
  /** Who acted; null when nobody did (a reminder) or they were deleted. */
  actorName: z.string().nullable(),
  /** ISO timestamp, UTC. */
  createdAt: z.string(),
  /** When the caller opened it; null while unread. */
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the caller's most recent notifications, newest first, and how many are unread. */
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** How many notifications GET /api/notifications lists at most. */
export const NOTIFICATIONS_LISTED = 50;

/** POST /api/notifications/{id}/read. */
export const notificationIdParamsSchema = idParamsSchema;

/** POST /api/notifications/{id}/read and /read_all: how many of the caller's are still unread. */
export const notificationsReadResponseSchema = z.object({ unreadCount: z.number().int().min(0) });
export type NotificationsRead = z.infer<typeof notificationsReadResponseSchema>;
