import { UserTimesheetPage } from '../../features/admin/components/user-timesheet-page';
import { LockedTimesheetGrid } from '../../features/timesheets/components/locked-timesheet-grid';

/** A person's timesheet in the admin area: the admin feature's page around the timesheets feature's grid, locked. */
export function AdminUserTimesheetRoute() {
  return <UserTimesheetPage renderGrid={(timesheet) => <LockedTimesheetGrid timesheet={timesheet} />} />;
}
