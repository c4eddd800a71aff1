import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { DUPLICATE_REQUEST_MESSAGE } from '@timekeep/shared/domain/time-off-duplicates';
import {
  DEFAULT_HOURS_WORKDAY,
  HOURS_WORKDAY_OPTIONS,
  OFFICE_CLOSURE_HOURS,
} from '@timekeep/shared/domain/time-off-duration';
import {
  type RuleContext,
  type RuleProblem,
  timeOffRequestProblems,
} from '@timekeep/shared/domain/time-off-request-rules';
import type {
  HoursWorkday,
  TimeframeType,
  TimeOffDetailsInput,
  TimeOffReason,
  TimeOffRequest,
} from '@timekeep/shared/schemas/time-off';

/** What the request modal holds while the employee fills it in. */
export interface RequestFormValues {
  reason: TimeOffReason | null;
  timeframeType: TimeframeType;
  hoursWorkday: HoursWorkday;
  includeWeekends: boolean;
  startDate: string | null;
  endDate: string | null;
  hours: number | null;
  comment: string;
  approvalConfirmed: boolean;
}

/** One of the offered workdays, or the default one. */
function asHoursWorkday(hours: number): HoursWorkday {
  return HOURS_WORKDAY_OPTIONS.find((option) => option === hours) ?? DEFAULT_HOURS_WORKDAY;
}

export function newRequestValues(preferences: {
  hoursWorkday: number;
  includeWeekends: boolean;
}): RequestFormValues {
  const hoursWorkday = asHoursWorkday(preferences.hoursWorkday);
  return {
    reason: null,
    timeframeType: 'multiple_days',
    hoursWorkday,
    includeWeekends: preferences.includeWeekends,
    startDate: null,
    endDate: null,
    hours: null,
    comment: '',
    approvalConfirmed: false,
  };
}

export function editRequestValues(request: TimeOffRequest): RequestFormValues {
  const detail = request.mostRecentDetail;
  const partial = detail.timeframeType === 'partial_day';
  return {
    reason: detail.reason,
    timeframeType: detail.timeframeType,
    hoursWorkday: asHoursWorkday(detail.hoursWorkday),
    includeWeekends: detail.includeWeekends,
    startDate: detail.startDate,
    endDate: partial ? null : detail.endDate,
    hours: partial ? detail.hours : null,
    comment: detail.comment,
    approvalConfirmed: false,
  };
}

/** An office closure is always a partial day of 8 hours. */
export function withReason(values: RequestFormValues, reason: TimeOffReason): RequestFormValues {
  if (reason !== 'office_closure') return { ...values, reason };
  return { ...values, reason, timeframeType: 'partial_day', endDate: null, hours: OFFICE_CLOSURE_HOURS };
}

/** Changing the duration type clears the end date and the hours. */
export function withTimeframeType(
  values: RequestFormValues,
  timeframeType: TimeframeType,
): RequestFormValues {
  if (timeframeType === values.timeframeType) return values;
  return { ...values, timeframeType, endDate: null, hours: null };
}

/** A shorter workday drops partial-day hours it no longer allows. */
export function withHoursWorkday(values: RequestFormValues, hoursWorkday: HoursWorkday): RequestFormValues {
  const hours = values.hours !== null && values.hours > hoursWorkday ? null : values.hours;
  return { ...values, hoursWorkday, hours };
}

/** The body the API takes; null when no reason is chosen yet. */
export function toDetailsInput(values: RequestFormValues): TimeOffDetailsInput | null {
  if (!values.reason) return null;
  const partial = values.timeframeType === 'partial_day';
  return {
    reason: values.reason,
    timeframeType: values.timeframeType,
    hoursWorkday: values.hoursWorkday,
    includeWeekends: values.includeWeekends,
    startDate: values.startDate,
    endDate: partial ? values.startDate : values.endDate,
    hours: partial ? values.hours : null,
    comment: values.comment,
  };
}

/**
 * Every problem of the form at once, so a first submit shows them all: a missing reason, and the shared rules,
 * checked with PTO's date bounds until a reason is chosen.
 */
export function requestFormProblems(values: RequestFormValues, context: RuleContext): RuleProblem[] {
  const missingReason: RuleProblem[] = values.reason
    ? []
    : [{ field: 'reason', message: 'Choose a reason.' }];
  const details = toDetailsInput({ ...values, reason: values.reason ?? 'pto' });
  return details ? [...missingReason, ...timeOffRequestProblems(details, context)] : missingReason;
}

/**
 * Why a date the request's date pickers exclude cannot be chosen (for a date typed rather than picked): a
 * holiday, a date another request holds, or a weekend while weekends are not included.
 */
export function excludedDateReason(
  date: string,
  excluded: { holidays: ReadonlySet<string>; takenDates: ReadonlySet<string> },
): string {
  if (excluded.holidays.has(date)) return `${formatDisplayDate(date)} is a company holiday.`;
  if (excluded.takenDates.has(date)) return DUPLICATE_REQUEST_MESSAGE;
  return `${formatDisplayDate(date)} is a weekend day: check Include Weekends to request it.`;
}
