import type { LoggedSpan } from '@timekeep/shared/domain/logged-history';
import { fullName } from '@timekeep/shared/domain/person-names';
import type { Actor } from '../../core/actor';
import { type PolicyActor, policyActorOf } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requireAllowed as requireAllowedBy } from '../../lib/policy-guards';
import { can, type EngagementAction, type EngagementRecord, historyRefusal } from './engagements.policy';
import { findPersonForAssignment, type LoggedRow } from './engagements.queries';

export const ONLY_ADMINS = 'Only admins may manage engagements.';

/** The logged dates and hours of an aggregate row, or null when nothing was logged. */
export function loggedSpanOf(row: LoggedRow): LoggedSpan | null {
  if (row.firstLoggedDate === null || row.lastLoggedDate === null) return null;
  return {
    firstDate: row.firstLoggedDate,
    lastDate: row.lastLoggedDate,
    hours: Number(row.loggedHours ?? 0),
  };
}

/** What every assignment shows of its person, dates and logged hours. */
export function presentAssignedPerson(
  row: LoggedRow & {
    id: number;
    personId: number;
    firstName: string;
    lastName: string;
    startDate: string;
    endDate: string | null;
  },
) {
  return {
    id: row.id,
    spudUserId: row.personId,
    name: fullName(row),
    startDate: row.startDate,
    endDate: row.endDate,
    logged: loggedSpanOf(row),
    timesheetRows: row.timesheetRows,
  };
}

/** The person an assignment is for: they exist (400 otherwise) and are not deactivated (422). */
export async function requireAssignablePerson(executor: Executor, personId: number) {
  const person = await findPersonForAssignment(executor, personId);
  if (!person) throw new AppError('validation_failed', 'body.spudUserId: No such person.', 'body.spudUserId');
  if (!person.enabled) {
    throw new AppError(
      'rule_violation',
      'body.spudUserId: The person is deactivated; reactivate them first.',
      'body.spudUserId',
    );
  }
}

/** The caller as the policy sees them, refused unless an admin. */
export function requireEngagementAdmin(actor: Actor): PolicyActor {
  const policyActor = policyActorOf(actor);
  if (!can(policyActor, 'read')) throw new AppError('forbidden', ONLY_ADMINS);
  return policyActor;
}

/** Refuses an action the policy does not allow: 409 with why history would break. */
export function requireAllowed(actor: PolicyActor, action: EngagementAction, record: EngagementRecord) {
  requireAllowedBy(can(actor, action, record), historyRefusal(action, record), ONLY_ADMINS);
}
