import { isEditableStatus, type TimesheetStatusName } from '@timekeep/shared/domain/timesheet-rules';
import type { Actor } from '../../plugins/access';

export type TimesheetAction = 'view' | 'edit' | 'submit' | 'rescind';

/** Who is asking, with the managers whose teams they may view as (related managers). */
export interface TimesheetViewer extends Actor {
  managerIdsViewableAs: readonly number[];
}

/** What the rules need to know of a timesheet and its owner. */
export interface TimesheetSubject {
  ownerId: number;
  ownerTeamLeadId: number | null;
  status: TimesheetStatusName;
}

function isOwner(viewer: TimesheetViewer, timesheet: TimesheetSubject): boolean {
  return viewer.id === timesheet.ownerId && viewer.roles.includes('employee');
}

/** Their team lead, a manager who may view as that lead, or an admin may read; none of them may write. */
function mayReadOnly(viewer: TimesheetViewer, timesheet: TimesheetSubject): boolean {
  const lead = timesheet.ownerTeamLeadId;
  return (
    viewer.roles.includes('admin') ||
    (lead !== null && (lead === viewer.id || viewer.managerIdsViewableAs.includes(lead)))
  );
}

/** Record-level rules for an employee's own timesheet; manager actions live with the team views. */
export function can(viewer: TimesheetViewer, action: TimesheetAction, timesheet: TimesheetSubject): boolean {
  switch (action) {
    case 'view':
      return isOwner(viewer, timesheet) || mayReadOnly(viewer, timesheet);
    case 'edit':
    case 'submit':
      return isOwner(viewer, timesheet) && isEditableStatus(timesheet.status);
    case 'rescind':
      return isOwner(viewer, timesheet) && timesheet.status === 'pending';
  }
}
