import type { Period } from '@timekeep/shared/domain/periods';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import type { Executor } from '../../db/client';
import {
  listPendingTimesheetHeadsOfTeam,
  listTimesheetHeadsOfPeople,
  listTimesheetsById,
  listTimesheetsOfPeople,
  listTimesheetTotals,
  type StoredRow,
  type TimesheetHead,
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
  period: Period & { id: number };
  holidayDates: ReadonlySet<string>;
  /** Undefined until the first save. */
  stored: { id: number; status: TimesheetStatus; version: number } | undefined;
  rows: StoredRow[];
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
    period: { id: head.periodId, startDate: head.periodStartDate, endDate: head.periodEndDate },
    holidayDates: new Set(head.holidayDates),
    stored:
      head.timesheetId === null || head.status === null || head.version === null
        ? undefined
        : { id: head.timesheetId, status: head.status, version: head.version },
  };
}

/**
 * The timesheets of people for one period (named by id or by a date inside it), one per person, stored or
 * not, with their rows: one statement whatever the number of people. A person unknown, or a period that does
 * not exist, gives no timesheet.
 */
export async function loadTimesheetsOfPeople(
  executor: Executor,
  personIds: readonly number[],
  period: { id: number } | { containing: string },
): Promise<LoadedTimesheet[]> {
  if (personIds.length === 0) return [];
  return (await listTimesheetsOfPeople(executor, personIds, period)).map((found) => ({
    ...ownerAndPeriodOf(found),
    rows: found.rows,
  }));
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
  }));
}

/** A timesheet as the team lists need it: who, when, status, and its hours summed (no rows). */
export type TimesheetTotals = Omit<LoadedTimesheet, 'rows'> & {
  totalHundredths: number;
  billableHundredths: number;
};

async function withTotals(executor: Executor, heads: TimesheetHead[]): Promise<TimesheetTotals[]> {
  const timesheetIds = heads.flatMap((head) => (head.timesheetId === null ? [] : [head.timesheetId]));
  const totals = new Map(
    (await listTimesheetTotals(executor, timesheetIds)).map((row) => [row.timesheetId, row]),
  );
  return heads.map((head) => {
    const summed = head.timesheetId === null ? undefined : totals.get(head.timesheetId);
    return {
      ...ownerAndPeriodOf(head),
      totalHundredths: summed?.totalHundredths ?? 0,
      billableHundredths: summed?.billableHundredths ?? 0,
    };
  });
}

/** The people's timesheets of one period with their totals: two statements whatever their number. */
export async function loadTimesheetTotalsOfPeople(
  executor: Executor,
  personIds: readonly number[],
  period: { containing: string },
): Promise<TimesheetTotals[]> {
  if (personIds.length === 0) return [];
  return withTotals(executor, await listTimesheetHeadsOfPeople(executor, personIds, period));
}

/** The pending timesheets of a lead's team, every period, with their totals: two statements. */
export async function loadPendingTimesheetTotalsOfTeam(
  executor: Executor,
  leadId: number,
): Promise<TimesheetTotals[]> {
  return withTotals(executor, await listPendingTimesheetHeadsOfTeam(executor, leadId));
}

type Written = { id: number; status: TimesheetStatus; version: number };

/** A timesheet after a change of status alone: the head read before it, with the status and version written. */
export function afterStatusChange(loaded: LoadedTimesheet, written: Written): LoadedTimesheet {
  return { ...loaded, stored: { id: written.id, status: written.status, version: written.version } };
}

/** A timesheet after its rows were written: as above, with the rows read again (new rows have new ids). */
export async function reloadAfterWrite(
  executor: Executor,
  loaded: LoadedTimesheet,
  written: Written,
): Promise<LoadedTimesheet> {
  const [reread] = await listTimesheetsById(executor, [written.id]);
  return { ...afterStatusChange(loaded, written), rows: reread?.rows ?? [] };
}
