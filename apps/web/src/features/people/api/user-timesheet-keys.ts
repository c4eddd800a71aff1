/** Every query of the admin's view of a person's timesheets sits under one root; it only reads. */
export const userTimesheetKeys = {
  all: ['user-timesheets'] as const,
  userTimesheet: (userId: number, startDate: string | null) =>
    [...userTimesheetKeys.all, 'timesheet', userId, startDate ?? 'current'] as const,
  userTimesheetHistory: (userId: number, timesheetId: number | null, version: number) =>
    [...userTimesheetKeys.all, 'timesheet-history', userId, timesheetId, version] as const,
};
