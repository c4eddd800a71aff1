import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { timeOffLedgerEntries } from '../db/schema';

// The balance ledger (issue 39), read and written by time off, the admins' balances and their CSV, and the
// accrual job: a balance of a type in a year is the sum of its entries. Approved time off taken is read from the
// requests, never written here.

/** A person's ledger total per leave type and year. */
export function ledgerTotalsOf(executor: Executor, personId: number) {
  return executor
    .select({
      reason: timeOffLedgerEntries.reason,
      year: timeOffLedgerEntries.year,
      hours: sql<string>`sum(${timeOffLedgerEntries.hours})::text`,
    })
    .from(timeOffLedgerEntries)
    .where(eq(timeOffLedgerEntries.personId, personId))
    .groupBy(timeOffLedgerEntries.reason, timeOffLedgerEntries.year);
}

/** Whether the person keeps a balance of the type in the year: any entry at all, even of 0 hours. */
export async function ledgerTotalOf(
  executor: Executor,
  personId: number,
  reason: TimeOffReason,
  year: number,
) {
  const [row] = await executor
    .select({ hours: sql<string | null>`sum(${timeOffLedgerEntries.hours})::text` })
    .from(timeOffLedgerEntries)
    .where(
      and(
        eq(timeOffLedgerEntries.personId, personId),
        eq(timeOffLedgerEntries.reason, reason),
        eq(timeOffLedgerEntries.year, year),
      ),
    );
  return row?.hours == null ? null : Number(row.hours);
}

export interface Adjustment {
  personId: number;
  reason: TimeOffReason;
  year: number;
  /** Signed; may be 0 (a balance set to what it was, or started at 0). */
  hours: number;
  note: string;
  createdBy: number | null;
}

/** Writes admins' adjustments, dated 1 January of their year unless `effectiveOn` says: one statement. */
export async function insertAdjustments(
  executor: Executor,
  adjustments: readonly Adjustment[],
  effectiveOn?: string,
) {
  if (adjustments.length === 0) return [];
  return executor
    .insert(timeOffLedgerEntries)
    .values(
      adjustments.map((adjustment) => ({
        personId: adjustment.personId,
        reason: adjustment.reason,
        year: adjustment.year,
        kind: 'adjustment' as const,
        hours: adjustment.hours.toFixed(4),
        effectiveOn:
          effectiveOn && Number(effectiveOn.slice(0, 4)) === adjustment.year
            ? effectiveOn
            : `${adjustment.year}-01-01`,
        note: adjustment.note,
        createdBy: adjustment.createdBy,
      })),
    )
    .returning({ id: timeOffLedgerEntries.id, personId: timeOffLedgerEntries.personId });
}

/** How the audit log names a balance: every change of one person's type in one year under one id. */
export const balanceAuditId = (personId: number, year: number, reason: string) =>
  `${personId} ${year} ${reason}`;
