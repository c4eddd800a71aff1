import { TeamTimesheetPage } from '../../features/team/components/team-timesheet-page';
import { ReadOnlyTimesheetGrid } from '../../features/timesheets/components/read-only-timesheet-grid';

/** A team member's timesheet: the team feature's review and actions around the timesheets feature's grid. */
export function TeamTimesheetRoute() {
  return <TeamTimesheetPage renderGrid={(timesheet) => <ReadOnlyTimesheetGrid timesheet={timesheet} />} />;
}
