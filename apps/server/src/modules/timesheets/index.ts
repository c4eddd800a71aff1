export { approveTimesheet, rejectTimesheet, unapproveTimesheet } from './decide-timesheet';
export { visibleTimesheetById } from './get-timesheet';
export { getTimesheetHistory } from './get-timesheet-history';
export { rowKey } from './on-behalf-changes';
export { presentTimesheetSummary } from './present-timesheet';
export { submitTimesheetOnBehalf } from './submit-timesheet';
export { loadPendingTimesheetTotalsOfTeam, loadTeamTimesheetTotals } from './timesheet-loader';
export { findRowLabels } from './timesheets.queries';
export { timesheetRoutes } from './timesheets.routes';
