import { roleFlags } from '@timekeep/shared/domain/roles';
import type { CurrentUser } from '@timekeep/shared/schemas/auth';
import { paths } from '../../../lib/paths';
import { routeAccess } from '../../../lib/route-access';
import { type PageFilters, searchOf } from './insight-filters';

/** A place that lists a chart's rows, with the chart's dates and filters where it takes them. */
export interface RowsLink {
  to: string;
  label: string;
}

/** The entry reports take the dates, department, client and counted statuses as their API does. */
function entryReport(report: string, label: string, filters: PageFilters): RowsLink {
  const { startDate, endDate, departmentId, clientId, timesheetStatus } = filters;
  return {
    to: paths.reports.report(
      report,
      searchOf({ startDate, endDate, departmentId, clientId, timesheetStatus }),
    ),
    label,
  };
}

export const rowsLinks = {
  utilization: (filters: PageFilters): RowsLink => ({
    to: paths.reports.report(
      'allocation',
      searchOf({
        startDate: filters.startDate,
        endDate: filters.endDate,
        timesheetStatus: filters.timesheetStatus,
      }),
    ),
    label: 'Allocation Report',
  }),
  billableHours: (filters: PageFilters) => entryReport('accounting', 'Accounting Report', filters),
  engagementHours: (filters: PageFilters) => entryReport('project-time', 'Project Time Report', filters),
  /** The not-submitted report takes one period: a date inside it. */
  notSubmitted: (periodStartDate: string): RowsLink => ({
    to: paths.reports.report('timesheets-not-submitted', searchOf({ start_date: periodStartDate })),
    label: 'Timesheets Not Submitted Report',
  }),
  /** No report lists time off: leads have their team's requests, others their own history. */
  timeOff: (user: CurrentUser | null): RowsLink | null => {
    if (!user) return null;
    const flags = roleFlags(user);
    if (routeAccess.team(flags)) return { to: paths.team.timeOff(), label: 'Team Time Off' };
    if (routeAccess.timeOff(flags)) return { to: paths.timeOff.history(), label: 'Time Off History' };
    return null;
  },
};
