/** The signed-in person's calendar feeds sit under one root, read again after a feed is made or turned off. */
export const calendarFeedKeys = {
  all: ['calendar-feeds'] as const,
};
