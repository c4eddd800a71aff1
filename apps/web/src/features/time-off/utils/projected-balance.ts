import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { formatHours } from '@timekeep/shared/domain/time-off-duration';
import type { ReasonBalance } from '@timekeep/shared/domain/time-off-limits';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import { HOURS_PER_LEAVE_DAY, type ProjectedBalance } from '@timekeep/shared/schemas/time-off-ledger';

const hoursText = (hours: number) => `${formatHours(hours)} ${hours === 1 ? 'hour' : 'hours'}`;

/** Hours and the days they make: '40 hours (5 days)'. */
export function hoursAndDaysLabel(hours: number): string {
  const days = hours / HOURS_PER_LEAVE_DAY;
  return `${hoursText(hours)} (${formatHours(days)} ${days === 1 ? 'day' : 'days'})`;
}

/** 'Balance on Mar 2, 2027: 96 hours (12 days), of which 16 hours still to accrue'. */
export function projectedBalanceText(projection: ProjectedBalance): string {
  const on = `Balance on ${formatDisplayDate(projection.date)}`;
  if (projection.accumulatedHours === null) return `${on}: no balance set`;
  const accruing =
    projection.accruingHours > 0 ? `, of which ${hoursText(projection.accruingHours)} still to accrue` : '';
  return `${on}: ${hoursAndDaysLabel(projection.accumulatedHours)}${accruing}`;
}

/**
 * The balance the limit check of leave other than PTO counts on, as the server does: what the year's balance
 * will be on the request's first day (accruals due until then included) in place of what is posted today.
 * PTO, which is never limited, keeps the posted figure.
 */
export function balanceForLimitCheck(
  reason: TimeOffReason,
  posted: ReasonBalance,
  projection: ProjectedBalance | null,
): ReasonBalance {
  if (reason === 'pto' || projection === null) return posted;
  return { ...posted, accumulatedHours: projection.accumulatedHours };
}
