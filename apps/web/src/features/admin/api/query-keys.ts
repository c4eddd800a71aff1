import type { EmployeesQuery } from '@timekeep/shared/schemas/admin';

/** Every admin query sits under one root; the admin area only reads. */
export const adminKeys = {
  all: ['admin'] as const,
  employees: (query: EmployeesQuery) => [...adminKeys.all, 'employees', query] as const,
  userTimesheet: (userId: number, startDate: string | null) =>
    [...adminKeys.all, 'timesheet', userId, startDate ?? 'current'] as const,
  userTimesheetHistory: (userId: number, timesheetId: number | null, version: number) =>
    [...adminKeys.all, 'timesheet-history', userId, timesheetId, version] as const,
};
