import { formatHours } from '@timekeep/shared/domain/time-off-duration';
import type { AccrualFrequency, AccrualPolicy, AccrualStep } from '@timekeep/shared/schemas/time-off-ledger';

export const frequencyLabels: Record<AccrualFrequency, string> = {
  semi_monthly: 'Twice a month (each period)',
  monthly: 'Monthly',
  yearly: 'Yearly, up front',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const daysText = (days: number) => `${formatHours(days)} ${days === 1 ? 'day' : 'days'}`;
const yearsText = (years: number) => `${years} ${years === 1 ? 'yr' : 'yrs'}`;

/** '15 days/yr, 20 after 3 yrs': the starting rate, then each later step, by tenure. */
export function stepsLabel(steps: readonly AccrualStep[]): string {
  return [...steps]
    .sort((first, second) => first.afterYears - second.afterYears)
    .map((step) =>
      step.afterYears === 0
        ? `${daysText(step.daysPerYear)}/yr`
        : `${formatHours(step.daysPerYear)} after ${yearsText(step.afterYears)}`,
    )
    .join(', ');
}

/** 'Mar 31' for '03-31'. */
export function monthDayLabel(monthDay: string): string {
  return `${MONTHS[Number(monthDay.slice(0, 2)) - 1]} ${Number(monthDay.slice(3))}`;
}

export function balanceCapLabel(policy: Pick<AccrualPolicy, 'balanceCapDays'>): string {
  return policy.balanceCapDays === null ? 'No cap' : `At most ${daysText(policy.balanceCapDays)}`;
}

/** What carries over into the next year, and when what was carried expires. */
export function carryOverLabel(
  policy: Pick<AccrualPolicy, 'carryOverCapDays' | 'carryOverExpiresOn'>,
): string {
  if (policy.carryOverCapDays === 0) return 'None';
  const amount = policy.carryOverCapDays === null ? 'All' : `Up to ${daysText(policy.carryOverCapDays)}`;
  return policy.carryOverExpiresOn === null
    ? `${amount}, never expires`
    : `${amount}, expires after ${monthDayLabel(policy.carryOverExpiresOn)}`;
}

/** Whom the policy applies to by default: 'Employees', 'Employees and contractors', or 'No one'. */
export function defaultForLabel(
  policy: Pick<AccrualPolicy, 'defaultForEmployees' | 'defaultForContractors'>,
): string {
  if (policy.defaultForEmployees && policy.defaultForContractors) return 'Employees and contractors';
  if (policy.defaultForEmployees) return 'Employees';
  if (policy.defaultForContractors) return 'Contractors';
  return 'No one';
}
