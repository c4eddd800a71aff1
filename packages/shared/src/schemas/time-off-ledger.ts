import { z } from 'zod';

/** How often a policy accrues: at the end of each semi-monthly period, at each month's end, or on 1 January. */
export const accrualFrequencySchema = z.enum(['semi_monthly', 'monthly', 'yearly']);
export type AccrualFrequency = z.infer<typeof accrualFrequencySchema>;

/**
 * What a balance ledger entry is. Approved time off taken is not stored as an entry: it is read from the
 * approved requests themselves, so the two can never disagree.
 */
export const ledgerEntryKindSchema = z.enum(['accrual', 'carry_over', 'expiry', 'adjustment']);
export type LedgerEntryKind = z.infer<typeof ledgerEntryKindSchema>;
