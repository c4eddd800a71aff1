import { yearOf } from '@timekeep/shared/domain/time-off-dates';
import { DUPLICATE_REQUEST_MESSAGE, findDuplicateRequest } from '@timekeep/shared/domain/time-off-duplicates';
import { holidaySet } from '@timekeep/shared/domain/time-off-duration';
import {
  originalHoursInSameBalance,
  reasonBalanceFrom,
  timeOffLimitProblem,
} from '@timekeep/shared/domain/time-off-limits';
import {
  type CheckedTimeOffDetails,
  checkTimeOffDetails,
  type RuleProblem,
} from '@timekeep/shared/domain/time-off-request-rules';
import type { TimeOffDetailsInput } from '@timekeep/shared/schemas/time-off';
import { findBlackoutTouching, listPersonHolidays } from '../../core/calendar-lookups';
import { lockPerson } from '../../core/lock-person';
import type { PolicyActor } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { projectedYearTotals } from './projected-balance';
import { authorize } from './time-off.policy';
import {
  closedPeriodHoldsAny,
  findRequestById,
  findRequestsOverlapping,
  lockRequests,
  type TimeOffRequestRow,
} from './time-off.queries';
import { loadYearTotals, toBalances } from './time-off-totals';

const NOT_FOUND_MESSAGE = 'Time off request not found.';
export const TIME_OFF_IN_CLOSED_PERIOD_MESSAGE =
  'These dates are in a closed timesheet period, so time off cannot be requested or changed on them. An admin can reopen the period.';

export function refuseInvalid(
  problem: RuleProblem,
  code: 'validation_failed' | 'rule_violation' = 'validation_failed',
) {
  return new AppError(code, problem.message, `pto_details.${problem.field}`);
}

/** Checks the details against every rule, the person's other requests and their balance; answers them as stored. */
export async function checkedDetailsFor(
  tx: Executor,
  personId: number,
  input: TimeOffDetailsInput,
  today: string,
  original?: TimeOffRequestRow,
): Promise<CheckedTimeOffDetails> {
  const thisYear = yearOf(today);
  const holidays = await listPersonHolidays(tx, personId, `${thisYear - 1}-01-01`, `${thisYear + 1}-12-31`);
  const checked = checkTimeOffDetails(input, { today, holidays: holidaySet(holidays) });
  if (!checked.ok) throw refuseInvalid(checked.problem);
  const details = checked.details;
  // Time off on a day of a closed period would change a closed timesheet (its capacity), and so would moving
  // a request away from one.
  if (await closedPeriodHoldsAny(tx, personId, original ? [details, original] : [details])) {
    throw new AppError('period_closed', TIME_OFF_IN_CLOSED_PERIOD_MESSAGE, 'pto_details.startDate');
  }

  // Blackout days refuse new time off, and an edit that moves a request's dates (issue 39).
  const datesMoved =
    !original || original.startDate !== details.startDate || original.endDate !== details.endDate;
  const blackout = datesMoved
    ? await findBlackoutTouching(tx, personId, details.startDate, details.endDate)
    : null;
  if (blackout !== null) throw new AppError('rule_violation', blackout, 'pto_details.startDate');

  const overlapping = await findRequestsOverlapping(tx, personId, details);
  if (findDuplicateRequest(details, overlapping, original?.id)) {
    throw new AppError('duplicate_request', DUPLICATE_REQUEST_MESSAGE, 'pto_details.startDate');
  }

  const year = yearOf(details.startDate);
  // PTO is never limited; other leave is checked against the balance as it will stand on the first day.
  const balances = toBalances(
    details.reason === 'pto'
      ? await loadYearTotals(tx, personId)
      : await projectedYearTotals(tx, personId, details.startDate, today),
  );
  const originalHours = original
    ? originalHoursInSameBalance({ ...original, hours: Number(original.hours) }, details.reason, year)
    : 0;
  const limitProblem = timeOffLimitProblem({
    reason: details.reason,
    year,
    requestedHours: details.hours,
    balance: reasonBalanceFrom(balances, details.reason, year),
    originalHours,
  });
  if (limitProblem) throw new AppError('limit_exceeded', limitProblem, 'pto_details.hours');
  return details;
}

/**
 * The request an edit or delete is about, locked with the actor's person row, once the policy allows the
 * action: a missing request is not found, someone else's forbidden, and one in a state that allows no
 * change (rejected, started, an office closure to edit) refused with the reason.
 */
export async function requestToChange(
  tx: Executor,
  actor: PolicyActor,
  requestId: number,
  action: 'edit' | 'delete',
) {
  await lockPerson(tx, actor.id);
  // The request too: an approver's answer to it and this change happen one after the other.
  await lockRequests(tx, [requestId]);
  const request = await findRequestById(tx, requestId);
  if (!request) throw new AppError('not_found', NOT_FOUND_MESSAGE);
  authorize(actor, action, request);
  return request;
}
