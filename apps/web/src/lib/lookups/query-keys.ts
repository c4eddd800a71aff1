/**
 * One key for each lookup that several features read, so every screen shares one cached copy of it.
 * No feature writes a lookup; only the end of a session re-checks the current user (`query-client.ts`).
 */
export const lookupKeys = {
  currentUser: ['current-user'] as const,
  publicConfig: ['public-config'] as const,
  holidays: ['holidays'] as const,
  timesheetPeriods: ['timesheet-periods'] as const,
};
