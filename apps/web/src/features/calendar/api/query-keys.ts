import type { TimeOffBalancesQuery } from '@timekeep/shared/schemas/calendar';
import { companyDataKeys } from '../../../lib/company-data/query-keys';

/** The calendar's admin queries, under the company-data root so any company-data write refreshes them. */
export const calendarKeys = {
  holidays: (year: number) => [...companyDataKeys.all, 'holidays', year] as const,
  balances: (query: TimeOffBalancesQuery) => [...companyDataKeys.all, 'balances', query] as const,
  closablePeriods: () => [...companyDataKeys.all, 'closable-periods'] as const,
  closingSettings: () => [...companyDataKeys.all, 'closing-settings'] as const,
};
