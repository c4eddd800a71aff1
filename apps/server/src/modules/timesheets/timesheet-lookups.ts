import { OWN_CHANGES_ON_BEHALF_MESSAGE } from '@timekeep/shared/domain/timesheet-rules';
import type { PolicyActor } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { timesheetRecord } from './present-timesheet';
import { type LoadedTimesheet, loadTimesheetsById } from './timesheet-loader';
import { approvesOwnChanges, can, type TimesheetAction } from './timesheets.policy';
import { findTimesheetById } from './timesheets.queries';

export const STALE_MESSAGE =
  'This timesheet was changed elsewhere (another tab or device) since you loaded it. Reload it to get the newer version, then apply your changes again.';
const NOT_FOUND_MESSAGE = 'Timesheet not found.';

export const timesheetNotFound = () => new AppError('not_found', NOT_FOUND_MESSAGE);

/** Refuses a caller the policy does not let read the timesheet. */
export function requireView(actor: PolicyActor, loaded: LoadedTimesheet) {
  if (!can(actor, 'view', timesheetRecord(loaded))) {
    throw new AppError('forbidden', "You may not view this person's timesheet.");
  }
}

/** Refuses an action with the reason: someone else's timesheet (403), or one in the wrong status (409). */
export function requireAction(
  actor: PolicyActor,
  action: Exclude<TimesheetAction, 'view'>,
  loaded: LoadedTimesheet,
) {
  const record = timesheetRecord(loaded);
  if (can(actor, action, record)) return;
  if (actor.id !== record.ownerId) {
    throw new AppError('forbidden', 'Only the owner of a timesheet may change, submit or rescind it.');
  }
  const reason =
    action === 'rescind'
      ? 'Only a timesheet pending approval can be unsubmitted.'
      : `A timesheet that is ${record.status} cannot be changed.`;
  throw new AppError('invalid_state', reason);
}

const leadActionVerbs = {
  approve: 'approved',
  reject: 'rejected',
  unapprove: 'unapproved',
  submitOnBehalf: 'submitted on the owner’s behalf',
} as const;

/**
 * Refuses a lead's action with the reason: a timesheet outside the caller's teams, or their own (403), or
 * one whose status does not allow it (409).
 */
export function requireLeadAction(
  actor: PolicyActor,
  action: keyof typeof leadActionVerbs,
  loaded: LoadedTimesheet,
) {
  const record = timesheetRecord(loaded);
  if (can(actor, action, record)) return;
  if (actor.id === record.ownerId || !can(actor, 'view', record)) {
    throw new AppError(
      'forbidden',
      'Only a lead of this person, or an admin, may do this, and never on their own timesheet.',
    );
  }
  if (action === 'approve' && approvesOwnChanges(actor, record)) {
    throw new AppError('rule_violation', OWN_CHANGES_ON_BEHALF_MESSAGE);
  }
  throw new AppError(
    'invalid_state',
    `A timesheet that is ${record.status} cannot be ${leadActionVerbs[action]}.`,
  );
}

/** A stored timesheet the caller may read, with its rows: not found, or forbidden, otherwise. */
export async function loadVisibleTimesheet(executor: Executor, actor: PolicyActor, timesheetId: number) {
  const [loaded] = await loadTimesheetsById(executor, [timesheetId]);
  if (!loaded?.stored) throw timesheetNotFound();
  requireView(actor, loaded);
  return { ...loaded, stored: loaded.stored };
}

/**
 * Why a guarded write matched nothing, read after the fact: another write bumped the version the caller
 * sent (stale), or moved the timesheet to a status this write may not start from.
 */
export async function explainRefusal(
  executor: Executor,
  timesheetId: number,
  sentVersion: number | undefined,
) {
  const now = await findTimesheetById(executor, timesheetId);
  if (!now) return timesheetNotFound();
  if (sentVersion !== undefined && now.version !== sentVersion) {
    return new AppError('stale_version', STALE_MESSAGE);
  }
  return new AppError(
    'invalid_state',
    `This timesheet was just changed and is now ${now.status}. Reload it to see its current state.`,
  );
}
