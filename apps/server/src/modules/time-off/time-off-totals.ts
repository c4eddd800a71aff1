import { officeClosureDays } from '@timekeep/shared/domain/time-off-duration';
import type { OfficeClosureBalance, TimeOffBalance, TimeOffReason } from '@timekeep/shared/schemas/time-off';
import { ledgerTotalsOf } from '../../core/time-off-ledger';
import type { Executor } from '../../db/client';
import { sumRequestedHours } from './time-off.queries';

interface YearTotals {
  accumulated: Map<number, number>;
  requested: Map<number, number>;
  approved: Map<number, number>;
}

/** Accumulated (the ledger's total), requested (not rejected) and approved hours per leave type and year. */
export async function loadYearTotals(
  executor: Executor,
  personId: number,
): Promise<Map<TimeOffReason, YearTotals>> {
  const [balances, requested] = await Promise.all([
    ledgerTotalsOf(executor, personId),
    sumRequestedHours(executor, personId),
  ]);
  const totals = new Map<TimeOffReason, YearTotals>();
  const totalsOf = (reason: TimeOffReason) => {
    let entry = totals.get(reason);
    if (!entry) {
      entry = { accumulated: new Map(), requested: new Map(), approved: new Map() };
      totals.set(reason, entry);
    }
    return entry;
  };
  const add = (map: Map<number, number>, year: number, hours: number) =>
    map.set(year, (map.get(year) ?? 0) + hours);
  for (const balance of balances)
    add(totalsOf(balance.reason).accumulated, balance.year, Number(balance.hours));
  for (const row of requested) {
    const entry = totalsOf(row.reason);
    add(entry.requested, row.year, Number(row.hours));
    if (row.status === 'approved') add(entry.approved, row.year, Number(row.hours));
  }
  return totals;
}

const byYear = (map: Map<number, number>) =>
  Object.fromEntries([...map].sort(([a], [b]) => a - b).map(([year, hours]) => [String(year), hours]));

export function toBalances(totals: Map<TimeOffReason, YearTotals>): TimeOffBalance[] {
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, entry]) => ({
      type,
      accumulatedAmount: byYear(entry.accumulated),
      ptoRequested: byYear(entry.requested),
    }));
}

export function officeClosureOf(totals: Map<TimeOffReason, YearTotals>, year: number): OfficeClosureBalance {
  const closures = totals.get('office_closure');
  return {
    year,
    totalRequested: officeClosureDays(closures?.requested.get(year) ?? 0),
    totalBalance: officeClosureDays(closures?.accumulated.get(year) ?? 0),
  };
}
