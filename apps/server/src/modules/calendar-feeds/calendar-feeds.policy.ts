import { roleFlags, roleRules } from '@timekeep/shared/domain/roles';
import type { CurrentUser } from '@timekeep/shared/schemas/auth';
import type { CalendarFeedKind } from '@timekeep/shared/schemas/calendar-feeds';

/**
 * Who may have which feed: their own time off for those who request time off, their team's for team leads.
 * Read again each time a feed is fetched, so a feed stops when its owner's role goes.
 */
export function mayHaveFeed(
  owner: Pick<CurrentUser, 'roles' | 'contractor' | 'manager'>,
  kind: CalendarFeedKind,
): boolean {
  const flags = roleFlags(owner);
  return kind === 'personal' ? roleRules.requestTimeOff(flags) : roleRules.leadTeam(flags);
}
