import type { Actor } from '../../core/actor';
import { type PolicyActor, policyActorOf } from '../../core/team-scope/team-scope';
import { AppError } from '../../lib/app-error';
import { requireAllowed } from '../../lib/policy-guards';
import { type CalendarAction, type CalendarRecord, calendarRefusal, can } from './calendar.policy';

const ONLY_ADMINS = 'Only admins may manage holidays, timesheet periods and time-off balances.';

export function requireCalendarAdmin(actor: Actor): PolicyActor {
  const policyActor = policyActorOf(actor);
  if (!can(policyActor, 'read')) throw new AppError('forbidden', ONLY_ADMINS);
  return policyActor;
}

export function requireCalendarAllowed(actor: PolicyActor, action: CalendarAction, record: CalendarRecord) {
  requireAllowed(can(actor, action, record), calendarRefusal(action, record), ONLY_ADMINS);
}
