import { z } from 'zod';
import { idParamsSchema } from './common';

/**
 * What a notification is about: a step of the timesheet or time-off workflow, a reminder to submit a
 * timesheet, a lead's morning digest of what waits for their approval, an engagement's approved hours
 * crossing a threshold of its budget (to its manager and the admins), or a background export ready to
 * download or failed (issue 42, to the person who asked for it).
 */
export const notificationKindSchema = z.enum([
  'timesheet_submitted',
  'timesheet_submitted_on_behalf',
  'timesheet_submitted_for_you',
  'timesheet_submission_undone',
  'timesheet_approved',
  'timesheet_rejected',
  'timesheet_unapproved',
  'timesheet_batch_decided',
  'timesheet_decision_undone',
  'time_off_requested',
  'time_off_updated',
  'time_off_withdrawn',
  'time_off_approved',
  'time_off_rejected',
  'timesheet_reminder',
  'approvals_digest',
  'timesheet_period_reopened',
  'timesheet_period_closed_again',
  'stand_in_named',
  'stand_in_digest',
  'timesheet_time_off_changed',
  'team_timesheet_time_off_changed',
  'budget_threshold',
  'webhook_endpoint_disabled',
  'report_export_ready',
  'report_export_failed',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * What a person may choose to get by email, each a group of kinds (the in-app list always has every
 * notification, whatever the choice).
 */
export const emailTopicSchema = z.enum([
  'team_timesheets',
  'my_timesheet',
  'team_time_off',
  'my_time_off',
  'timesheet_reminders',
  'approvals_digest',
  'budget_alerts',
  'integration_alerts',
  'report_exports',
]);
export type EmailTopic = z.infer<typeof emailTopicSchema>;

/** The kinds of notification each email topic covers: every kind is in exactly one topic. */
export const emailTopicKinds: Record<EmailTopic, readonly NotificationKind[]> = {
  team_timesheets: [
    'timesheet_submitted',
    'timesheet_submitted_on_behalf',
    'timesheet_submission_undone',
    // The lead's own handle on a decision in bulk (its Undo, in the bell): never emailed.
    'timesheet_batch_decided',
    'stand_in_named',
    'team_timesheet_time_off_changed',
  ],
  my_timesheet: [
    'timesheet_submitted_for_you',
    'timesheet_approved',
    'timesheet_rejected',
    'timesheet_unapproved',
    'timesheet_decision_undone',
    'timesheet_period_reopened',
    'timesheet_period_closed_again',
    'timesheet_time_off_changed',
  ],
  team_time_off: ['time_off_requested', 'time_off_updated', 'time_off_withdrawn'],
  my_time_off: ['time_off_approved', 'time_off_rejected'],
  timesheet_reminders: ['timesheet_reminder'],
  approvals_digest: ['approvals_digest', 'stand_in_digest'],
  budget_alerts: ['budget_threshold'],
  integration_alerts: ['webhook_endpoint_disabled'],
  report_exports: ['report_export_ready', 'report_export_failed'],
};

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
  /**
   * Ours (issue 38): on the lead's message about their decision in bulk, the batch they may still undo and
   * until when (ISO, UTC); null on every other message, and once it is undone or too old.
   */
  undo: z.object({ batchId: z.number().int(), until: z.string() }).nullable(),
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

/** One email topic and whether the caller gets its emails. */
export const emailPreferenceSchema = z.object({ topic: emailTopicSchema, email: z.boolean() });
export type EmailPreference = z.infer<typeof emailPreferenceSchema>;

/** The topics of a lead's team: offered to those who lead one (or stand in for a lead) only. */
export const TEAM_EMAIL_TOPICS: readonly EmailTopic[] = [
  'team_timesheets',
  'team_time_off',
  'approvals_digest',
];

/**
 * GET and PUT /api/notifications/email_preferences: the topics offered to the caller, in the order of
 * `emailTopicSchema`, and whether the caller gets their emails (all of them until they turn one off). The team
 * topics (`TEAM_EMAIL_TOPICS`) are offered to leads only, and budget alerts to admins and engagement managers,
 * the people they are sent to.
 */
export const emailPreferencesResponseSchema = z.object({ topics: z.array(emailPreferenceSchema) });
export type EmailPreferencesResponse = z.infer<typeof emailPreferencesResponseSchema>;

/** Each topic, optional: the body of a change names only the topics it changes. */
const topicChoices = Object.fromEntries(
  emailTopicSchema.options.map((topic) => [topic, z.boolean().optional()]),
) as { [T in EmailTopic]: z.ZodOptional<z.ZodBoolean> };

/**
 * PUT /api/notifications/email_preferences: the topics to change, each on (true) or off (false); a topic not
 * sent keeps its choice, and an unknown one is refused.
 */
export const emailPreferencesBodySchema = z.object({ topics: z.strictObject(topicChoices) });
export type EmailPreferencesBody = z.infer<typeof emailPreferencesBodySchema>;
