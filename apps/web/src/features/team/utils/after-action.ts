import { paths } from '../../../lib/paths';
/** A lead's actions on a team member's timesheet. */
export type TeamTimesheetAction = 'approve' | 'reject' | 'unapprove' | 'submit';

/**
 * Where the lead goes after an action (spec section 4): approve and reject return to the pending list when the
 * timesheet was opened without a query string (from Pending), otherwise to the team's timesheets with it;
 * submit and unapprove always return to the team's timesheets, with the query string.
 */
export function destinationAfter(action: TeamTimesheetAction, search: string): string {
  const query = search.replace(/^\?/, '');
  if ((action === 'approve' || action === 'reject') && query === '') return paths.team.pending();
  return paths.team.timesheets(query === '' ? '' : `?${query}`);
}
