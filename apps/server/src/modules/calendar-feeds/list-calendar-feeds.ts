import { type CalendarFeeds, calendarFeedKindSchema } from '@timekeep/shared/schemas/calendar-feeds';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { can } from './calendar-feeds.policy';
import { findFeedsOf } from './calendar-feeds.queries';

/** The feeds the caller may have, each with when its current address was made (null when they have none). */
export async function listFeeds(db: Db, actor: Actor): Promise<CalendarFeeds> {
  const existing = new Map((await findFeedsOf(db, actor.id)).map((feed) => [feed.kind, feed.createdAt]));
  return {
    feeds: calendarFeedKindSchema.options
      .filter((kind) => can(actor, 'have', kind))
      .map((kind) => ({ kind, createdAt: existing.get(kind)?.toISOString() ?? null })),
  };
}
