import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';

/**
 * Every time-off query sits under one root, so a change to a request refreshes lists, balances, stats and the
 * pending check the timesheet makes before a submit.
 */
export const timeOffKeys = {
  all: ['time-off'] as const,
  upcoming: () => [...timeOffKeys.all, 'upcoming'] as const,
  past: (year: number) => [...timeOffKeys.all, 'past', year] as const,
  balances: () => [...timeOffKeys.all, 'balances'] as const,
  stats: (year: number) => [...timeOffKeys.all, 'stats', year] as const,
  pending: () => [...timeOffKeys.all, 'pending'] as const,
  ledger: (type: TimeOffReason, year: number) => [...timeOffKeys.all, 'ledger', type, year] as const,
  projectedBalance: (type: TimeOffReason, startDate: string) =>
    [...timeOffKeys.all, 'projected-balance', type, startDate] as const,
};
