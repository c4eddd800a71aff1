import type { CalendarFeedKind } from '@timekeep/shared/schemas/calendar-feeds';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import type { Db } from '../../db/client';
import { deleteFeed } from './calendar-feeds.queries';

/** Turns the feed off: its address stops answering. Nothing to do when it is already off. */
export async function removeFeed(db: Db, actor: Actor, kind: CalendarFeedKind): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteFeed(tx, actor.id, kind))) return;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'calendar_feed_turned_off',
      entityType: 'person',
      entityId: actor.id,
      detail: { kind },
    });
  });
}
