import { formatHours, officeClosureDays } from '@timekeep/shared/domain/time-off-duration';
import { reasonBalanceFrom, remainingHours } from '@timekeep/shared/domain/time-off-limits';
import { timeOffReasonGroups, timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { TimeOffBalance, TimeOffReason } from '@timekeep/shared/schemas/time-off';
import { hoursLabel } from './request-labels';

/** One leave type's balance of a year as the screens show it. */
export interface YearBalance {
  type: TimeOffReason;
  label: string;
  /** Null when no balance is set for the year: none of that leave may be taken (PTO aside). */
  accumulatedHours: number | null;
  /** Hours of requests starting in the year that are not rejected. */
  requestedHours: number;
  remainingHours: number;
}

const reasonOrder = timeOffReasonGroups.flatMap((group) => group.reasons);

/** A type's balance of the year, read from the balances answer (hours keyed by year). */
export function yearBalanceOf(
  balances: readonly TimeOffBalance[],
  type: TimeOffReason,
  year: number,
): YearBalance {
  const balance = reasonBalanceFrom(balances, type, year);
  return {
    type,
    label: timeOffReasonLabels[type],
    ...balance,
    remainingHours: remainingHours(balance),
  };
}

/** Every type with a balance set for the year or a request in it, in the order the request modal offers them. */
export function yearBalances(balances: readonly TimeOffBalance[], year: number): YearBalance[] {
  const key = String(year);
  return reasonOrder
    .filter((type) =>
      balances.some(
        (balance) =>
          balance.type === type && (key in balance.accumulatedAmount || (balance.ptoRequested[key] ?? 0) > 0),
      ),
    )
    .map((type) => yearBalanceOf(balances, type, year));
}

/** Hours, and for office closures the days too (hours / 8), as their card counts them. */
export function balanceHoursLabel(type: TimeOffReason, hours: number): string {
  if (type !== 'office_closure') return hoursLabel(hours);
  const days = officeClosureDays(hours);
  return `${hoursLabel(hours)} (${formatHours(days)} ${days === 1 ? 'day' : 'days'})`;
}

/** What is left, in words: '16 hours left of 24 hours', 'No balance set', or for PTO that it is not limited. */
export function remainingLabel(balance: YearBalance): string {
  if (balance.accumulatedHours === null)
    return balance.type === 'pto' ? 'No balance set (PTO is not limited)' : 'No balance set';
  const left = `${balanceHoursLabel(balance.type, balance.remainingHours)} left of ${balanceHoursLabel(balance.type, balance.accumulatedHours)}`;
  return balance.type === 'pto' ? `${left} (PTO is not limited)` : left;
}
