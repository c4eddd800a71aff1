import type { TimeframeType, TimeOffDetailsInput, TimeOffReason, TimeOffStatus } from '../schemas/time-off';
import { isIsoDate, isWeekend } from './periods';
import { formatDisplayDate, isWithinBounds, requestDateBounds, yearOf } from './time-off-dates';
import {
  type DayCountOptions,
  isValidPartialDayHours,
  OFFICE_CLOSURE_HOURS,
  timeOffDurationHours,
} from './time-off-duration';

export const COMMENT_MAX_LENGTH = 200;

export type RequestField = 'reason' | 'timeframeType' | 'startDate' | 'endDate' | 'hours' | 'comment';

export interface RuleProblem {
  field: RequestField;
  message: string;
}

export interface RuleContext {
  today: string;
  holidays: ReadonlySet<string>;
}

/** Details that passed every rule, with the end date and hours as they are stored. */
export interface CheckedTimeOffDetails {
  reason: TimeOffReason;
  timeframeType: TimeframeType;
  hoursWorkday: number;
  includeWeekends: boolean;
  startDate: string;
  endDate: string;
  hours: number;
  comment: string;
}

function dateProblem(
  field: 'startDate' | 'endDate',
  date: string | null | undefined,
  reason: TimeOffReason,
  options: DayCountOptions & RuleContext,
): string | null {
  const which = field === 'startDate' ? 'start' : 'end';
  if (!date || !isIsoDate(date)) return `Enter a valid ${which} date (MM/DD/YYYY).`;
  const bounds = requestDateBounds(reason, options.today);
  if (!isWithinBounds(date, bounds)) {
    return `Choose a ${which} date from ${formatDisplayDate(bounds.minDate)} to ${formatDisplayDate(bounds.maxDate)}.`;
  }
  if (options.holidays.has(date)) return `The ${which} date is a company holiday.`;
  if (!options.includeWeekends && isWeekend(date)) {
    return `The ${which} date falls on a weekend. Include weekends to choose it.`;
  }
  return null;
}

/**
 * Every rule of a time-off request that needs no other request or balance: the comment, the dates (valid,
 * within bounds, same year, not a weekend unless included, not a holiday), the partial-day hours and the
 * office-closure shape. The modal shows these beside the fields; the server refuses the first one.
 */
export function timeOffRequestProblems(details: TimeOffDetailsInput, context: RuleContext): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const options = { ...context, includeWeekends: details.includeWeekends };
  const startProblem = dateProblem('startDate', details.startDate, details.reason, options);
  if (startProblem) problems.push({ field: 'startDate', message: startProblem });

  if (details.reason === 'office_closure') {
    if (details.timeframeType !== 'partial_day' || details.hours !== OFFICE_CLOSURE_HOURS) {
      problems.push({ field: 'hours', message: 'An office closure is a partial day of 8 hours.' });
    }
  } else if (details.timeframeType === 'partial_day') {
    if (details.hours == null || !isValidPartialDayHours(details.hours, details.hoursWorkday)) {
      problems.push({
        field: 'hours',
        message: `Choose the hours in half-hour steps from 0.5 to ${details.hoursWorkday}.`,
      });
    }
  } else {
    const endProblem = dateProblem('endDate', details.endDate, details.reason, options);
    if (endProblem) {
      problems.push({ field: 'endDate', message: endProblem });
    } else if (details.startDate && !startProblem && details.endDate) {
      if (details.endDate < details.startDate) {
        problems.push({ field: 'endDate', message: 'The end date must be on or after the start date.' });
      } else if (yearOf(details.endDate) !== yearOf(details.startDate)) {
        problems.push({ field: 'endDate', message: 'The start and end dates must be in the same year.' });
      }
    }
  }

  const comment = details.comment.trim();
  if (comment.length === 0) problems.push({ field: 'comment', message: 'A comment is required.' });
  if (comment.length > COMMENT_MAX_LENGTH) {
    problems.push({
      field: 'comment',
      message: `The comment must be at most ${COMMENT_MAX_LENGTH} characters.`,
    });
  }
  return problems;
}

/**
 * The details as stored, or the first problem. A partial day ends on its start date; the hours of multiple
 * days are counted here, whatever was sent.
 */
export function checkTimeOffDetails(
  details: TimeOffDetailsInput,
  context: RuleContext,
): { ok: true; details: CheckedTimeOffDetails } | { ok: false; problem: RuleProblem } {
  const [problem] = timeOffRequestProblems(details, context);
  if (problem) return { ok: false, problem };
  const startDate = details.startDate!;
  const endDate = details.timeframeType === 'partial_day' ? startDate : details.endDate!;
  const hours = timeOffDurationHours({ ...details, startDate, endDate }, context.holidays);
  return {
    ok: true,
    details: {
      reason: details.reason,
      timeframeType: details.timeframeType,
      hoursWorkday: details.hoursWorkday,
      includeWeekends: details.includeWeekends,
      startDate,
      endDate,
      hours,
      comment: details.comment.trim(),
    },
  };
}

export interface ExistingRequestState {
  status: TimeOffStatus;
  reason: TimeOffReason;
  startDate: string;
}

/**
 * Why the owner may no longer change a request, or null when they may. A rejected request stays as the
 * manager left it, and a request whose first day has passed is part of the record (today still counts).
 */
export function timeOffChangeRefusal(
  request: ExistingRequestState,
  action: 'edit' | 'delete',
  today: string,
): string | null {
  if (request.status === 'rejected') return 'A rejected request cannot be changed.';
  if (request.startDate < today) return 'A request that has already started cannot be changed.';
  if (action === 'edit' && request.reason === 'office_closure') {
    return 'An office closure cannot be edited. Delete it and request a new one instead.';
  }
  return null;
}

/** An edit keeps a request out of office closures: those are only requested new. */
export function timeOffEditProblem(nextReason: TimeOffReason): RuleProblem | null {
  if (nextReason !== 'office_closure') return null;
  return {
    field: 'reason',
    message: 'A request cannot be changed into an office closure. Request a new office closure instead.',
  };
}
