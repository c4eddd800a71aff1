import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitCounters } from '../db/schema';

/**
 * Counts one hit for the key in one statement (so app servers counting at once never lose a hit): a new
 * window when there is none or the last has ended, otherwise one more in the current one. Answers the hits
 * and the milliseconds left in the window.
 */
export async function countRateLimitHit(executor: Executor, key: string, windowMs: number) {
  const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const ended = sql`${rateLimitCounters.windowEndsAt} <= now()`;
  const [row] = await executor
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${rateLimitCounters.windowEndsAt} END`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      msLeft: sql<number>`ceil(extract(epoch FROM ${rateLimitCounters.windowEndsAt} - now()) * 1000)`.mapWith(
        Number,
      ),
    });
  return row!;
}

export async function deleteEndedRateLimitCounters(executor: Executor) {
  await executor.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
}
