import { z } from 'zod';

/** A person's own approved time off, or that of the people they lead. */
export const calendarFeedKindSchema = z.enum(['personal', 'team']);
export type CalendarFeedKind = z.infer<typeof calendarFeedKindSchema>;

export const calendarFeedParamsSchema = z.object({ kind: calendarFeedKindSchema });

/** GET /api/calendar_feeds: which feeds the caller may have, and since when each they have is on. */
export const calendarFeedsResponseSchema = z.object({
  feeds: z.array(
    z.object({
      kind: calendarFeedKindSchema,
      /** When its current address was made; null while the caller has none. */
      createdAt: z.string().nullable(),
    }),
  ),
});
export type CalendarFeeds = z.infer<typeof calendarFeedsResponseSchema>;

/** POST /api/calendar_feeds/{kind}: the new secret address, shown this once (only its hash is kept). */
export const calendarFeedCreatedResponseSchema = z.object({
  kind: calendarFeedKindSchema,
  url: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedResponseSchema>;

/** GET /api/ical?token: the secret of a feed's address (a query parameter, which the logs redact). */
export const calendarFeedTokenQuerySchema = z.object({ token: z.string().min(1).max(100) });
