import type { OwnerTimeOff } from '@timekeep/shared/domain/capacity';
import type { Period } from '@timekeep/shared/domain/periods';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import type { Executor } from '../../db/client';
import { sentBackRowsOf } from './sent-back-changes';
import {
  findTimesheetOfPerson,
  listPendingTimesheetTotalsOfTeam,
  listTeamTimesheetTotals,
  listTimesheetsById,
  type PeriodHoliday,
  type StoredRow,
  type StoredSentBack,
  sendsBack,
  type TimesheetHead,
  type TimesheetHeadWithTotals,
} from './timesheets.queries';

/** The person a timesheet belongs to. */
export interface TimesheetOwner {
  id: number;
  firstName: string;
  lastName: string;
  teamLeadId: number | null;
  employmentStartDate: string | null;
}

/** A timesheet as read from the database: stored, or not saved yet for that person and period. */
export interface LoadedTimesheet {
  owner: TimesheetOwner;
  /** `closed`: closed for the owner now (closed by an admin, and not reopened for them). */
  period: Period & { id: number; closed: boolean };
  /** The owner's holidays on the period's days, in date order, and their dates. */
  holidays: readonly PeriodHoliday[];
  holidayDates: ReadonlySet<string>;
  /** The owner's approved and pending requests that share a day with the period. */
  timeOff: OwnerTimeOff[];
  /** Undefined until the first save. */
  stored:
    | {
        id: number;
        status: TimesheetStatus;
        version: number;
        changedOnBehalfBy: number | null;
        /** When approved time off on its days changed after it was submitted or approved, or null. */
        timeOffChangedAt: string | null;
      }
    | undefined;
  rows: StoredRow[];
  /** The last time a lead sent it back, with the rows as they stood then; null when none did. */
  sentBack: StoredSentBack | null;
}

function ownerAndPeriodOf(head: TimesheetHead) {
  return {
    owner: {
      id: head.ownerId,
      firstName: head.ownerFirstName,
      lastName: head.ownerLastName,
      teamLeadId: head.ownerTeamLeadId,
      employmentStartDate: head.ownerEmploymentStartDate,
    },
    period: {
      id: head.periodId,
      startDate: head.periodStartDate,
      endDate: head.periodEndDate,
      closed: head.periodClosed,
    },
    holidays: head.holidays,
    holidayDates: new Set(head.holidays.map((holiday) => holiday.date)),
    timeOff: head.timeOff.map((request) => ({ ...request, hours: Number(request.hours) })),
    stored:
      head.timesheetId === null || head.status === null || head.version === null
        ? undefined
        : {
            id: head.timesheetId,
            status: head.status,
            version: head.version,
            changedOnBehalfBy: head.changedOnBehalfBy,
            timeOffChangedAt: head.timeOffChangedAt,
          },
  };
}

/**
 * A person's timesheet for one period (named by id or by a date inside it), stored or not, with its rows:
 * one statement. A person unknown, or a period that does not exist, gives none.
 */
export async function loadTimesheetOfPerson(
  executor: Executor,
  personId: number,
  period: { id: number } | { containing: string },
): Promise<LoadedTimesheet | undefined> {
  const found = await findTimesheetOfPerson(executor, personId, period);
  return found && { ...ownerAndPeriodOf(found), rows: found.rows, sentBack: found.sentBack };
}

/** Stored timesheets by id, with their rows, in one statement whatever their number. */
export async function loadTimesheetsById(
  executor: Executor,
  timesheetIds: readonly number[],
): Promise<LoadedTimesheet[]> {
  if (timesheetIds.length === 0) return [];
  return (await listTimesheetsById(executor, timesheetIds)).map((found) => ({
    ...ownerAndPeriodOf(found),
    rows: found.rows,
    sentBack: found.sentBack,
  }));
}

/** A timesheet as the team lists need it: who, when, status, and its hours summed (no rows). */
export type TimesheetTotals = Omit<LoadedTimesheet, 'rows' | 'sentBack'> & {
  totalHundredths: number;
  billableHundredths: number;
  /** The owner's effective utilization target in percent, null when none (issue 40). */
  utilizationTarget: number | null;
};

function withTotals(head: TimesheetHeadWithTotals): TimesheetTotals {
  return {
    ...ownerAndPeriodOf(head),
    totalHundredths: head.totalHundredths,
    billableHundredths: head.billableHundredths,
    utilizationTarget: head.utilizationTarget,
  };
}

/** A lead's team's timesheets of one period with their totals: one statement whatever the team's size. */
export async function loadTeamTimesheetTotals(
  executor: Executor,
  leadId: number,
  period: { containing: string },
): Promise<TimesheetTotals[]> {
  return (await listTeamTimesheetTotals(executor, leadId, period)).map(withTotals);
}

/** The pending timesheets of a lead's team, every period, with their totals: one statement. */
export async function loadPendingTimesheetTotalsOfTeam(
  executor: Executor,
  leadId: number,
): Promise<TimesheetTotals[]> {
  return (await listPendingTimesheetTotalsOfTeam(executor, leadId)).map(withTotals);
}

type Written = Omit<NonNullable<LoadedTimesheet['stored']>, 'timeOffChangedAt'>;

/**
 * A timesheet after a change of status alone: the head read before it, with the status and version written;
 * sent back, it was sent back just now with the rows it has.
 */
export function afterStatusChange(loaded: LoadedTimesheet, written: Written): LoadedTimesheet {
  const { id, status, version, changedOnBehalfBy } = written;
  const sentBack = sendsBack(status)
    ? { status, at: new Date().toISOString(), rows: sentBackRowsOf(loaded.rows) }
    : loaded.sentBack;
  // A change of status cleared the time-off mark (the write's statement did); a save alone kept it.
  const timeOffChangedAt = loaded.stored?.status === status ? (loaded.stored.timeOffChangedAt ?? null) : null;
  return { ...loaded, stored: { id, status, version, changedOnBehalfBy, timeOffChangedAt }, sentBack };
}

/** A timesheet after its rows were written: as above, with the rows read again (new rows have new ids). */
export async function reloadAfterWrite(
  executor: Executor,
  loaded: LoadedTimesheet,
  written: Written,
): Promise<LoadedTimesheet> {
  const [reread] = await listTimesheetsById(executor, [written.id]);
  return {
    ...afterStatusChange(loaded, written),
    rows: reread?.rows ?? [],
    sentBack: reread?.sentBack ?? null,
  };
}
