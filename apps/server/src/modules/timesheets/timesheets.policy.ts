import { isEditableStatus } from '@timekeep/shared/domain/timesheet-rules';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
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

/** What the rules need to know of a timesheet: whose it is, their lead, and its status. */
export interface TimesheetRecord {
  ownerId: number;
  ownerTeamLeadId: number | null;
  status: TimesheetStatus;
  /** The lead who changed the saved rows submitting it on the owner's behalf; they may not approve it. */
  changedOnBehalfBy?: number | null;
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
