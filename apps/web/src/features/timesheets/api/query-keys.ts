/**
 * Every timesheet query sits under one root. The timesheet of a period is replaced only with what a save,
 * submit or rescind answers (the page keeps unsaved edits on top of it), so nothing invalidates the root.
 */
export const timesheetKeys = {
  all: ['timesheets'] as const,
  period: (startDate: string | null) => [...timesheetKeys.all, 'period', startDate ?? 'current'] as const,
  history: (timesheetId: number | null, version: number) =>
    [...timesheetKeys.all, 'history', timesheetId, version] as const,
  projects: (startDate: string | undefined) => [...timesheetKeys.all, 'projects', startDate] as const,
  additionalProjects: () => [...timesheetKeys.all, 'additional-projects'] as const,
  codeAlerts: () => [...timesheetKeys.all, 'code-alerts'] as const,
};
