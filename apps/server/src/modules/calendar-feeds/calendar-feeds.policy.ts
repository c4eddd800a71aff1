import { roleFlags, roleRules } from '@timekeep/shared/domain/roles';
import type { CurrentUser } from '@timekeep/shared/schemas/auth';
import type { CalendarFeedKind } from '@timekeep/shared/schemas/calendar-feeds';
import { authorizeWith, type Refusal } from '../../core/authorize';

export type CalendarFeedAction = 'have';

type FeedOwner = Pick<CurrentUser, 'roles' | 'contractor' | 'manager'>;

/**
 * Who may have which feed: their own time off for those who request time off, their team's for team leads.
 * Read again each time a feed is fetched, so a feed stops when its owner's role goes.
 */
export function can(owner: FeedOwner, _action: CalendarFeedAction, kind: CalendarFeedKind): boolean {
  const flags = roleFlags(owner);
  return kind === 'personal' ? roleRules.requestTimeOff(flags) : roleRules.leadTeam(flags);
}

export function refusal(
  owner: FeedOwner,
  action: CalendarFeedAction,
  kind: CalendarFeedKind,
): Refusal | null {
  if (can(owner, action, kind)) return null;
  return {
    code: 'forbidden',
    message:
      kind === 'team'
        ? 'Only team leads have a team calendar feed.'
        : 'Only employees who request time off have a calendar feed.',
  };
}

export const authorize = authorizeWith({ can, refusal });
