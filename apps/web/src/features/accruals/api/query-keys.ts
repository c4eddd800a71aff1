import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import { companyDataKeys } from '../../../lib/company-data/query-keys';

/**
 * Accrual policies and anyone's balance ledger, under the company-data root: any company-data write (a policy,
 * an assignment, an adjustment, a balance set on the Balances screen) refreshes them and the balances list.
 */
export const accrualKeys = {
  policies: () => [...companyDataKeys.all, 'accrual-policies'] as const,
  ledger: (spudUserId: number, type: TimeOffReason, year: number) =>
    [...companyDataKeys.all, 'time-off-ledger', spudUserId, type, year] as const,
};
