/** The caller's notifications: the list and its unread count are one query. */
export const notificationKeys = {
  all: ['notifications'] as const,
};
