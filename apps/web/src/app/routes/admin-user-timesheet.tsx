import { UserTimesheetPage } from '../../features/people/components/user-timesheet-page';
import { ReadOnlyTimesheetGrid } from '../../features/timesheets/components/read-only-timesheet-grid';

/** A person's timesheet in the admin area: the admin feature's page around the timesheets feature's read-only grid. */
export function AdminUserTimesheetRoute() {
  return <UserTimesheetPage renderGrid={(timesheet) => <ReadOnlyTimesheetGrid timesheet={timesheet} />} />;
}
