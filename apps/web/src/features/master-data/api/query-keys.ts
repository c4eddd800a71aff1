import type { TimeOffBalancesQuery } from '@timekeep/shared/schemas/admin-calendar';
import type { AuditQuery } from '@timekeep/shared/schemas/audit';

/**
 * Every query of the admin's company data sits under one root, so one invalidation after any change refreshes
 * every screen the change can touch (an assignment shows on the engagement and in the audit log alike).
 */
export const masterDataKeys = {
  all: ['master-data'] as const,
  engagements: (query: string) => [...masterDataKeys.all, 'engagements', query] as const,
  engagement: (id: number) => [...masterDataKeys.all, 'engagement', id] as const,
  person: (id: number) => [...masterDataKeys.all, 'person', id] as const,
  additionalProjects: () => [...masterDataKeys.all, 'additional-projects'] as const,
  holidays: (year: number) => [...masterDataKeys.all, 'holidays', year] as const,
  balances: (query: TimeOffBalancesQuery) => [...masterDataKeys.all, 'balances', query] as const,
  audit: (query: AuditQuery) => [...masterDataKeys.all, 'audit', query] as const,
};
