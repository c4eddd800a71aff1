/**
 * Every query of the admin's company data (calendar, catalog, engagements, people, audit) sits under one root,
 * so one invalidation after any change refreshes every screen the change can touch (an assignment shows on the
 * engagement and in the audit log alike). Each feature builds its own keys under this root.
 */
export const companyDataKeys = {
  all: ['company-data'] as const,
};
