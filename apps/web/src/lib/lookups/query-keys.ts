import type { EmployeesQuery } from '@timekeep/shared/schemas/people';

/**
 * One key for each lookup that several features read, so every screen shares one cached copy of it. Only the
 * admin's company-data screens change a lookup (holidays, periods, clients, departments, people), and they invalidate
 * its key after the change; the end of a session re-checks the current user (`query-client.ts`).
 */
export const lookupKeys = {
  currentUser: ['current-user'] as const,
  publicConfig: ['public-config'] as const,
  holidays: ['holidays'] as const,
  timesheetPeriods: ['timesheet-periods'] as const,
  clients: ['clients'] as const,
  departments: ['departments'] as const,
  /** The admin's lists of people, by filter; `employees()` is their root. */
  employees: (query?: EmployeesQuery) => (query ? (['employees', query] as const) : (['employees'] as const)),
};

/** Clients and departments change rarely (operations set them up): a visit reads them once. */
export const REFERENCE_DATA_STALE_TIME = 10 * 60 * 1000;
