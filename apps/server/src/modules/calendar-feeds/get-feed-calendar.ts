import { addDays } from '@timekeep/shared/domain/periods';
import { fullName } from '@timekeep/shared/domain/person-names';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/secret-tokens';
import { absenceCalendar } from './absence-calendar';
import { can } from './calendar-feeds.policy';
import { findApprovedAbsences, findFeedByTokenHash } from './calendar-feeds.queries';

/** A feed holds approved time off from three months back to a year ahead. */
const FEED_DAYS_BACK = 92;
const FEED_DAYS_AHEAD = 366;

/**
 * The iCalendar text of the feed a secret opens. An unknown secret, one reset or turned off, and the feed of
 * someone deactivated or no longer allowed it all answer the same 404.
 */
export async function feedCalendar(db: Db, token: string, today: string, now: Date): Promise<string> {
  const feed = await findFeedByTokenHash(db, hashToken(token));
  if (!feed?.enabled || !can(feed, 'have', feed.kind)) {
    throw new AppError(
      'not_found',
      'No calendar feed has this address: it may have been reset or turned off.',
    );
  }
  const window = { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
  const whose = feed.kind === 'personal' ? { personId: feed.personId } : { teamLeadId: feed.personId };
  const absences = await findApprovedAbsences(db, whose, window);
  const owner = fullName(feed);
  return absenceCalendar(
    feed.kind === 'personal' ? `${owner}: time off` : `${owner}'s team: time off`,
    absences.map((absence) => ({
      ...absence,
      personName: feed.kind === 'team' ? fullName(absence) : null,
      hours: Number(absence.hours),
      holidays: new Set(absence.holidayDates),
    })),
    now,
  );
}
