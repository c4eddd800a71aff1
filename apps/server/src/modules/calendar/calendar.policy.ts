import { roleFlags } from '@timekeep/shared/domain/roles';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import { authorizeWith, type Refusal } from '../../core/authorize';
import type { PolicyActor } from '../../core/team-scope/team-scope';

export type CalendarAction = 'read' | 'create' | 'edit' | 'delete' | 'close' | 'reopen';

/**
 * A holiday (how many approved timesheets count on it), a timesheet period (its timesheets, whether it is the
 * last one and starts after today), or a time-off balance (the hours already approved of it, and the new
 * balance).
 */
export type CalendarRecord =
  | { kind: 'holiday'; date: string; approvedTimesheets: number }
  | {
      kind: 'period';
      startDate: string;
      endDate: string;
      timesheets: number;
      isLast: boolean;
      today: string;
      /** Whether an admin closed it (issue 38). */
      closed?: boolean;
    }
  | { kind: 'balance'; reason: TimeOffReason; year: number; approvedHours: number; accumulatedHours: number };

/** A period closes once it has ended, and once. */
function periodCloseRefusal(period: { startDate: string; endDate: string; today: string; closed?: boolean }) {
  if (period.closed) return `The period ${period.startDate} to ${period.endDate} is already closed.`;
  return period.endDate >= period.today
    ? `The period ${period.startDate} to ${period.endDate} has not ended yet: a period closes once it has ended.`
    : null;
}

/** Why the action would break history, or null. */
export function calendarRefusal(action: CalendarAction, record: CalendarRecord): string | null {
  switch (record.kind) {
    case 'holiday':
      // Adding or removing a day off changes the capacity (and utilization) approved timesheets show.
      return action !== 'edit' && record.approvedTimesheets > 0
        ? `${record.approvedTimesheets} approved timesheet(s) of the period holding ${record.date} count this day's capacity, so its holidays are history now.`
        : null;
    case 'period':
      if (action === 'close') return periodCloseRefusal(record);
      if (action === 'reopen') {
        return record.closed
          ? null
          : `The period ${record.startDate} to ${record.endDate} is open: only a closed period can be reopened.`;
      }
      if (action !== 'delete') return null;
      if (record.timesheets > 0) {
        return `The period ${record.startDate} to ${record.endDate} has ${record.timesheets} timesheet(s), so it cannot be deleted.`;
      }
      if (!record.isLast || record.startDate <= record.today) {
        return 'Only the last period, and only before it starts, may be deleted: periods never leave a gap.';
      }
      return null;
    case 'balance':
      // PTO is never limited, so its balance may be anything; other leave may not fall below what is approved.
      return record.reason !== 'pto' && record.accumulatedHours < record.approvedHours
        ? `${record.approvedHours} hours of ${timeOffReasonLabels[record.reason]} are already approved in ${record.year}; the balance cannot be lower.`
        : null;
  }
}

const ONLY_ADMINS = 'Only admins may manage holidays, timesheet periods and time-off balances.';

/**
 * Holidays, periods and balances are the admins' to manage (403 otherwise), as long as history holds (409
 * with why not).
 */
export function refusal(actor: PolicyActor, action: CalendarAction, record?: CalendarRecord): Refusal | null {
  if (!roleFlags(actor).admin) return { code: 'forbidden', message: ONLY_ADMINS };
  const reason = record === undefined ? null : calendarRefusal(action, record);
  return reason === null ? null : { code: 'invalid_state', message: reason };
}

export function can(actor: PolicyActor, action: CalendarAction, record?: CalendarRecord): boolean {
  return refusal(actor, action, record) === null;
}

export const authorize = authorizeWith({ can, refusal });
