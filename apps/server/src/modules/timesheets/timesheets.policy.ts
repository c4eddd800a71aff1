import {
  isEditableStatus,
  OWN_CHANGES_ON_BEHALF_MESSAGE,
  PERIOD_CLOSED_MESSAGE,
} from '@timekeep/shared/domain/timesheet-rules';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { authorizeWith, type Refusal } from '../../core/authorize';
import { type PolicyActor, scopeCovers } from '../../core/team-scope/team-scope';

export type TimesheetAction =
  | 'view'
  | 'edit'
  | 'submit'
  | 'rescind'
  | 'approve'
  | 'reject'
  | 'unapprove'
  | 'submitOnBehalf';

/** What the rules need to know of a timesheet: whose it is, their lead, its status and its period's. */
export interface TimesheetRecord {
  ownerId: number;
  ownerTeamLeadId: number | null;
  status: TimesheetStatus;
  /** The lead who changed the saved rows submitting it on the owner's behalf; they may not approve it. */
  changedOnBehalfBy?: number | null;
  /** Whether an admin closed its period: then nobody changes it, whatever its status. */
  periodClosed?: boolean;
}

/** The statuses each action of a lead starts from (spec section 4, manager actions). */
export const leadActionStatuses = {
  approve: ['pending', 'unapproved'],
  reject: ['pending', 'unapproved'],
  unapprove: ['approved'],
  submitOnBehalf: ['unsubmitted', 'rejected'],
} as const satisfies Record<string, readonly TimesheetStatus[]>;

function isOwner(actor: PolicyActor, timesheet: TimesheetRecord): boolean {
  return actor.id === timesheet.ownerId && actor.roles.includes('employee');
}

/** The owner's lead, a lead who may view as that lead, or an admin; nobody acts as a lead on their own. */
function leadsOwner(actor: PolicyActor, timesheet: TimesheetRecord): boolean {
  return (
    actor.id !== timesheet.ownerId && scopeCovers(actor.scope, { teamLeadId: timesheet.ownerTeamLeadId })
  );
}

function leadMayAct(actor: PolicyActor, action: keyof typeof leadActionStatuses, timesheet: TimesheetRecord) {
  return (
    leadsOwner(actor, timesheet) &&
    (leadActionStatuses[action] as readonly TimesheetStatus[]).includes(timesheet.status)
  );
}

/** Whether the action is the actor's kind to take on this timesheet, whatever its status: the owner's or a lead's. */
function actsOn(actor: PolicyActor, action: TimesheetAction, timesheet: TimesheetRecord): boolean {
  if (action === 'view') return false;
  return action === 'edit' || action === 'submit' || action === 'rescind'
    ? isOwner(actor, timesheet)
    : leadsOwner(actor, timesheet);
}

/**
 * Four eyes on hours a lead changed: the lead who changed the owner's saved rows when submitting on their
 * behalf does not approve that submission; another of the owner's leads or an admin does, or the owner takes
 * it back.
 */
export function approvesOwnChanges(actor: PolicyActor, timesheet: TimesheetRecord): boolean {
  return timesheet.changedOnBehalfBy != null && timesheet.changedOnBehalfBy === actor.id;
}

/**
 * Who may do what with a timesheet. The owner edits and submits it while it is unsubmitted, rejected or
 * unapproved, and takes it back while pending. Their lead, a lead who may view as that lead, and admins read
 * it, and act on it by status: approve or reject a pending or unapproved one (never one whose rows they
 * changed submitting it on the owner's behalf), unapprove an approved one, submit an unsubmitted or rejected one on the
 * owner's behalf.
 */
export function can(actor: PolicyActor, action: TimesheetAction, timesheet: TimesheetRecord): boolean {
  if (action !== 'view' && timesheet.periodClosed) return false;
  switch (action) {
    case 'view':
      return isOwner(actor, timesheet) || scopeCovers(actor.scope, { teamLeadId: timesheet.ownerTeamLeadId });
    case 'edit':
    case 'submit':
      return isOwner(actor, timesheet) && isEditableStatus(timesheet.status);
    case 'rescind':
      return isOwner(actor, timesheet) && timesheet.status === 'pending';
    case 'approve':
      return leadMayAct(actor, action, timesheet) && !approvesOwnChanges(actor, timesheet);
    case 'reject':
    case 'unapprove':
    case 'submitOnBehalf':
      return leadMayAct(actor, action, timesheet);
  }
}

const leadActionVerbs = {
  approve: 'approved',
  reject: 'rejected',
  unapprove: 'unapproved',
  submitOnBehalf: 'submitted on the owner’s behalf',
} as const satisfies Record<keyof typeof leadActionStatuses, string>;

/**
 * Why the action is refused, or null when `can` allows it. The owner's actions: someone else's timesheet
 * (403), or one in the wrong status (409). A lead's: a timesheet outside the caller's teams, or their own
 * (403), approving the rows they changed on the owner's behalf (422), or a status that does not allow it (409).
 * The owner, or a lead for a lead's action, is told when the period is closed, whatever the status:
 * `period_closed` (409).
 */
export function refusal(
  actor: PolicyActor,
  action: TimesheetAction,
  timesheet: TimesheetRecord,
): Refusal | null {
  if (can(actor, action, timesheet)) return null;
  if (timesheet.periodClosed && actsOn(actor, action, timesheet)) {
    return { code: 'period_closed', message: PERIOD_CLOSED_MESSAGE };
  }
  switch (action) {
    case 'view':
      return { code: 'forbidden', message: "You may not view this person's timesheet." };
    case 'edit':
    case 'submit':
    case 'rescind':
      if (actor.id !== timesheet.ownerId) {
        return {
          code: 'forbidden',
          message: 'Only the owner of a timesheet may change, submit or rescind it.',
        };
      }
      return {
        code: 'invalid_state',
        message:
          action === 'rescind'
            ? 'Only a timesheet pending approval can be unsubmitted.'
            : `A timesheet that is ${timesheet.status} cannot be changed.`,
      };
    default:
      if (actor.id === timesheet.ownerId || !can(actor, 'view', timesheet)) {
        return {
          code: 'forbidden',
          message: 'Only a lead of this person, or an admin, may do this, and never on their own timesheet.',
        };
      }
      if (action === 'approve' && approvesOwnChanges(actor, timesheet)) {
        return { code: 'rule_violation', message: OWN_CHANGES_ON_BEHALF_MESSAGE };
      }
      return {
        code: 'invalid_state',
        message: `A timesheet that is ${timesheet.status} cannot be ${leadActionVerbs[action]}.`,
      };
  }
}

export const authorize = authorizeWith({ can, refusal });
