/** Every query of the admin's timesheet view sits under one root; it only reads. */
export const adminKeys = {
  all: ['admin'] as const,
  userTimesheet: (userId: number, startDate: string | null) =>
    [...adminKeys.all, 'timesheet', userId, startDate ?? 'current'] as const,
  userTimesheetHistory: (userId: number, timesheetId: number | null, version: number) =>
    [...adminKeys.all, 'timesheet-history', userId, timesheetId, version] as const,
};
