import { isEditableStatus } from '@timekeep/shared/domain/timesheet-rules';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { type PolicyActor, scopeCovers } from '../team-scope/team-scope';

export type TimesheetAction = 'view' | 'edit' | 'submit' | 'rescind';

/** What the rules need to know of a timesheet: whose it is, their lead, and its status. */
export interface TimesheetRecord {
  ownerId: number;
  ownerTeamLeadId: number | null;
  status: TimesheetStatus;
}

function isOwner(actor: PolicyActor, timesheet: TimesheetRecord): boolean {
  return actor.id === timesheet.ownerId && actor.roles.includes('employee');
}

/**
 * Who may do what with a timesheet. The owner edits and submits it while it is unsubmitted, rejected or
 * unapproved, and takes it back while pending; their lead, a lead who may view as that lead, and admins
 * read it.
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
  }
}
