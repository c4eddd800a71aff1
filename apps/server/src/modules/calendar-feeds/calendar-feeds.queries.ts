import type { CalendarFeedKind } from '@timekeep/shared/schemas/calendar-feeds';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { personHolidaysSql } from '../../core/calendar-lookups';
import { leadsTeamColumn } from '../../core/team-scope/team-scope.queries';
import { isMostRecentDetail } from '../../core/time-off-details';
import type { Executor } from '../../db/client';
import { calendarFeeds, people, timeOffRequestDetails, timeOffRequests } from '../../db/schema';

export function findFeedsOf(executor: Executor, personId: number) {
  return executor
    .select({ kind: calendarFeeds.kind, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.personId, personId));
}

/** Stores the feed's new secret (its hash), replacing the old one; answers when it was made. */
export async function replaceFeed(
  executor: Executor,
  personId: number,
  kind: CalendarFeedKind,
  tokenHash: string,
) {
  const [feed] = await executor
    .insert(calendarFeeds)
    .values({ personId, kind, tokenHash })
    .onConflictDoUpdate({
      target: [calendarFeeds.personId, calendarFeeds.kind],
      set: { tokenHash, createdAt: sql`now()` },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  return feed!.createdAt;
}

/** Answers whether there was a feed to turn off. */
export async function deleteFeed(executor: Executor, personId: number, kind: CalendarFeedKind) {
  const deleted = await executor
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.personId, personId), eq(calendarFeeds.kind, kind)))
    .returning({ kind: calendarFeeds.kind });
  return deleted.length > 0;
}

/** The feed a secret opens, with what its owner may have today. */
export async function findFeedByTokenHash(executor: Executor, tokenHash: string) {
  const [feed] = await executor
    .select({
      personId: calendarFeeds.personId,
      kind: calendarFeeds.kind,
      firstName: people.firstName,
      lastName: people.lastName,
      roles: people.roles,
      contractor: people.contractor,
      enabled: people.enabled,
      manager: leadsTeamColumn,
    })
    .from(calendarFeeds)
    .innerJoin(people, eq(people.id, calendarFeeds.personId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return feed;
}

/**
 * Approved time off touching the window, in its current version: the person's own, or that of the active
 * people who have them as team lead. One statement, whatever the size of the team.
 */
export function findApprovedAbsences(
  executor: Executor,
  whose: { personId: number } | { teamLeadId: number },
  window: { from: string; to: string },
) {
  return executor
    .select({
      requestId: timeOffRequests.id,
      firstName: people.firstName,
      lastName: people.lastName,
      reason: timeOffRequestDetails.reason,
      timeframeType: timeOffRequestDetails.timeframeType,
      startDate: timeOffRequests.startDate,
      endDate: timeOffRequests.endDate,
      hours: timeOffRequestDetails.hours,
      includeWeekends: timeOffRequestDetails.includeWeekends,
      holidayDates: sql<string[]>`array(SELECT holiday.date::text FROM ${personHolidaysSql(
        sql`${timeOffRequests.personId}`,
        sql`${timeOffRequests.startDate}`,
        sql`${timeOffRequests.endDate}`,
      )} AS holiday)`,
    })
    .from(timeOffRequests)
    .innerJoin(people, eq(people.id, timeOffRequests.personId))
    .innerJoin(timeOffRequestDetails, isMostRecentDetail)
    .where(
      and(
        'personId' in whose
          ? eq(timeOffRequests.personId, whose.personId)
          : and(eq(people.teamLeadId, whose.teamLeadId), eq(people.enabled, true)),
        eq(timeOffRequests.status, 'approved'),
        gte(timeOffRequests.endDate, window.from),
        lte(timeOffRequests.startDate, window.to),
      ),
    )
    .orderBy(asc(timeOffRequests.startDate), asc(timeOffRequests.id));
}
