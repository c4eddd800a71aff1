/** Filters of GET /api/team/ptos, as the screens ask for them. */
export interface TeamTimeOffFilters {
  status?: 'pending';
  userId?: number;
  year?: number;
  managerId?: number | null;
}

/**
 * Every team query sits under one root. A lead's action on a timesheet changes the lists it appears in, the
 * timesheet and its history, so it refreshes `timesheets()`; an answer to time off changes the requests and the
 * overview, so it refreshes `timeOff()`.
 */
export const teamKeys = {
  all: ['team'] as const,
  relatedManagers: () => [...teamKeys.all, 'related-managers'] as const,
  members: (managerId: number | null) => [...teamKeys.all, 'members', managerId ?? 'self'] as const,
  timesheets: () => [...teamKeys.all, 'timesheets'] as const,
  timesheetList: (startDate: string | null, approverId: number | null) =>
    [...teamKeys.timesheets(), 'list', startDate ?? 'current', approverId ?? 'self'] as const,
  pendingTimesheets: (approverId: number | null = null) =>
    [...teamKeys.timesheets(), 'pending', approverId ?? 'self'] as const,
  timesheet: (timesheetId: number) => [...teamKeys.timesheets(), 'detail', timesheetId] as const,
  timesheetHistory: (timesheetId: number) => [...teamKeys.timesheets(), 'history', timesheetId] as const,
  timeOff: () => [...teamKeys.all, 'time-off'] as const,
  timeOffRequests: (filters: TeamTimeOffFilters) => [...teamKeys.timeOff(), 'requests', filters] as const,
  timeOffOverview: (year: number | null, managerId: number | null) =>
    [...teamKeys.timeOff(), 'overview', year ?? 'current', managerId ?? 'self'] as const,
  memberBalances: (personId: number, managerId: number | null) =>
    [...teamKeys.timeOff(), 'balances', personId, managerId ?? 'self'] as const,
};
