import type { TimeOffBalance, TimeOffReason } from '../schemas/time-off';
import { formatHours } from './time-off-duration';
import { timeOffReasonLabels } from './time-off-reasons';

export const OFFICE_CLOSURE_LIMIT_MESSAGE =
  'Office Closure balance exceeded. Delete an upcoming Office Closure then resubmit.';

/** One leave type's balance in one year; `requestedHours` counts every request that is not rejected. */
export interface ReasonBalance {
  accumulatedHours: number;
  requestedHours: number;
}

export interface LimitCheck {
  reason: TimeOffReason;
  year: number;
  requestedHours: number;
  /** Undefined when no balance is kept for this type and year: such leave is limited by approval only. */
  balance: ReasonBalance | undefined;
  /** On edit, the hours of the request being replaced when they sit in the same type and year. */
  originalHours: number;
}

const toHundredths = (hours: number) => Math.round(hours * 100);

/** PTO is never limited; other leave may not exceed accumulated − requested + the original request's hours. */
export function timeOffLimitProblem(check: LimitCheck): string | null {
  if (check.reason === 'pto' || !check.balance) return null;
  const remaining =
    toHundredths(check.balance.accumulatedHours) -
    toHundredths(check.balance.requestedHours) +
    toHundredths(check.originalHours);
  if (toHundredths(check.requestedHours) <= remaining) return null;
  if (check.reason === 'office_closure') return OFFICE_CLOSURE_LIMIT_MESSAGE;
  const left = formatHours(Math.max(remaining, 0) / 100);
  return `${timeOffReasonLabels[check.reason]} balance exceeded. ${left} hours remain in ${check.year}.`;
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

/** A type's balance in a year from the balances response; undefined when none is kept. */
export function reasonBalanceFrom(
  balances: readonly TimeOffBalance[],
  reason: TimeOffReason,
  year: number,
): ReasonBalance | undefined {
  const balance = balances.find((candidate) => candidate.type === reason);
  const accumulatedHours = balance?.accumulatedAmount[String(year)];
  if (!balance || accumulatedHours === undefined) return undefined;
  return { accumulatedHours, requestedHours: balance.ptoRequested[String(year)] ?? 0 };
}
