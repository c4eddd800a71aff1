/** The caller's notifications: the list and its unread count are one query; their email choices another. */
export const notificationKeys = {
  all: ['notifications'] as const,
  emailPreferences: ['notification_email_preferences'] as const,
};
