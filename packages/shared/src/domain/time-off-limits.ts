import type { TimeOffBalance, TimeOffReason } from '../schemas/time-off';
import { formatHours } from './time-off-duration';
import { timeOffReasonLabels } from './time-off-reasons';

export const OFFICE_CLOSURE_LIMIT_MESSAGE =
  'Office Closure balance exceeded. Delete an upcoming Office Closure then resubmit.';

/**
 * One leave type's balance in one year; `requestedHours` counts every request that is not rejected.
 * `accumulatedHours` is null when no balance is set for the type and year: none of that leave may be taken.
 */
export interface ReasonBalance {
  accumulatedHours: number | null;
  requestedHours: number;
}

export interface LimitCheck {
  reason: TimeOffReason;
  year: number;
  requestedHours: number;
  balance: ReasonBalance;
  /** On edit, the hours of the request being replaced when they sit in the same type and year. */
  originalHours: number;
}

const toHundredths = (hours: number) => Math.round(hours * 100);

/** The hours of a type still free in the year: accumulated − requested + the original request's hours (at least 0). */
export function remainingHours(balance: ReasonBalance, originalHours = 0): number {
  const remaining =
    toHundredths(balance.accumulatedHours ?? 0) -
    toHundredths(balance.requestedHours) +
    toHundredths(originalHours);
  return Math.max(remaining, 0) / 100;
}

/**
 * PTO is never limited; other leave may not exceed accumulated − requested + the original request's hours
 * (spec section 5). A type without a balance for the year has none: nothing of it may be requested.
 */
export function timeOffLimitProblem(check: LimitCheck): string | null {
  if (check.reason === 'pto') return null;
  const remaining = toHundredths(remainingHours(check.balance, check.originalHours));
  if (toHundredths(check.requestedHours) <= remaining) return null;
  if (check.reason === 'office_closure') return OFFICE_CLOSURE_LIMIT_MESSAGE;
  const label = timeOffReasonLabels[check.reason];
  if (check.balance.accumulatedHours === null) return noBalanceMessage(label, check.year);
  return `${label} balance exceeded. ${formatHours(remaining / 100)} hours remain in ${check.year}.`;
}

/** Why leave of a type without a balance in the year is refused, and what to do about it. */
export function noBalanceMessage(label: string, year: number): string {
  return `No ${label} balance is set for ${year}. Please ask HR to set one before requesting it.`;
}

/** The original request's hours when they count against the same type and year as the new details. */
export function originalHoursInSameBalance(
  original: { reason: TimeOffReason; startDate: string; hours: number } | undefined,
  reason: TimeOffReason,
  year: number,
): number {
  if (!original || original.reason !== reason || Number(original.startDate.slice(0, 4)) !== year) return 0;
  return original.hours;
}

/** A type's balance in a year from the balances response; `accumulatedHours` null when none is set. */
export function reasonBalanceFrom(
  balances: readonly TimeOffBalance[],
  reason: TimeOffReason,
  year: number,
): ReasonBalance {
  const balance = balances.find((candidate) => candidate.type === reason);
  return {
    accumulatedHours: balance?.accumulatedAmount[String(year)] ?? null,
    requestedHours: balance?.ptoRequested[String(year)] ?? 0,
  };
}
