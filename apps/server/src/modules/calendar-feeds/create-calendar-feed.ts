import type { CalendarFeedCreated, CalendarFeedKind } from '@timekeep/shared/schemas/calendar-feeds';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import type { Db } from '../../db/client';
import { hashToken, newSecretToken } from '../../lib/secret-tokens';
import { authorize } from './calendar-feeds.policy';
import { replaceFeed } from './calendar-feeds.queries';

/**
 * A new secret address for the feed, answered this once (only its hash is kept); the feed's old address, if
 * any, stops answering.
 */
export async function createFeed(
  db: Db,
  actor: Actor,
  kind: CalendarFeedKind,
  publicUrl: string,
): Promise<CalendarFeedCreated> {
  authorize(actor, 'have', kind);
  const token = newSecretToken();
  const createdAt = await db.transaction(async (tx) => {
    const made = await replaceFeed(tx, actor.id, kind, hashToken(token));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'calendar_feed_address_made',
      entityType: 'person',
      entityId: actor.id,
      detail: { kind },
    });
    return made;
  });
  return { kind, url: `${publicUrl}/api/ical?token=${token}`, createdAt: createdAt.toISOString() };
}
