import { addDays } from '@timekeep/shared/domain/periods';
import { fullName } from '@timekeep/shared/domain/person-names';
import { holidaySet } from '@timekeep/shared/domain/time-off-duration';
import {
  type CalendarFeedCreated,
  type CalendarFeedKind,
  type CalendarFeeds,
  calendarFeedKindSchema,
} from '@timekeep/shared/schemas/calendar-feeds';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken, newSecretToken } from '../../lib/secret-tokens';
import { absenceCalendar } from './absence-calendar';
import { mayHaveFeed } from './calendar-feeds.policy';
import {
  deleteFeed,
  findApprovedAbsences,
  findFeedByTokenHash,
  findFeedsOf,
  findHolidaysBetween,
  replaceFeed,
} from './calendar-feeds.queries';

/** A feed holds approved time off from three months back to a year ahead. */
const FEED_DAYS_BACK = 92;
const FEED_DAYS_AHEAD = 366;

function requireMayHave(actor: Actor, kind: CalendarFeedKind) {
  if (!mayHaveFeed(actor, kind)) {
    throw new AppError(
      'forbidden',
      kind === 'team'
        ? 'Only team leads have a team calendar feed.'
        : 'Only employees who request time off have a calendar feed.',
    );
  }
}

/** The feeds the caller may have, each with when its current address was made (null when they have none). */
export async function listFeeds(db: Db, actor: Actor): Promise<CalendarFeeds> {
  const existing = new Map((await findFeedsOf(db, actor.id)).map((feed) => [feed.kind, feed.createdAt]));
  return {
    feeds: calendarFeedKindSchema.options
      .filter((kind) => mayHaveFeed(actor, kind))
      .map((kind) => ({ kind, createdAt: existing.get(kind)?.toISOString() ?? null })),
  };
}

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
  requireMayHave(actor, kind);
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

/**
 * The iCalendar text of the feed a secret opens. An unknown secret, one reset or turned off, and the feed of
 * someone deactivated or no longer allowed it all answer the same 404.
 */
export async function feedCalendar(db: Db, token: string, today: string, now: Date): Promise<string> {
  const feed = await findFeedByTokenHash(db, hashToken(token));
  if (!feed?.enabled || !mayHaveFeed(feed, feed.kind)) {
    throw new AppError(
      'not_found',
      'No calendar feed has this address: it may have been reset or turned off.',
    );
  }
  const window = { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
  const whose = feed.kind === 'personal' ? { personId: feed.personId } : { teamLeadId: feed.personId };
  const [absences, holidays] = await Promise.all([
    findApprovedAbsences(db, whose, window),
    findHolidaysBetween(db, window.from, window.to),
  ]);
  const owner = fullName(feed);
  return absenceCalendar(
    feed.kind === 'personal' ? `${owner}: time off` : `${owner}'s team: time off`,
    absences.map((absence) => ({
      ...absence,
      personName: feed.kind === 'team' ? fullName(absence) : null,
      hours: Number(absence.hours),
    })),
    holidaySet(holidays),
    now,
  );
}
