import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/reporting/report-sql';
import { isMostRecentDetail } from '../../core/time-off-details';
import type { Executor } from '../../db/client';
import {
  holidays,
  people,
  timeOffLedgerEntries,
  timeOffRequestDetails,
  timeOffRequests,
  timesheetPeriods,
  timesheets,
} from '../../db/schema';

export function listHolidaysOfYear(executor: Executor, year: number) {
  return executor
    .select({ id: holidays.id, date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(and(gte(holidays.date, `${year}-01-01`), lte(holidays.date, `${year}-12-31`)))
    .orderBy(asc(holidays.date));
}

export async function holidayOn(executor: Executor, date: string) {
  const [row] = await executor.select({ id: holidays.id }).from(holidays).where(eq(holidays.date, date));
  return row;
}

/** How many approved timesheets there are in the period holding the date: their capacity counts its holidays. */
export async function countApprovedTimesheetsOn(executor: Executor, date: string) {
  const [row] = await executor
    .select({ total: count() })
    .from(timesheets)
    .innerJoin(timesheetPeriods, eq(timesheetPeriods.id, timesheets.periodId))
    .where(
      and(
        lte(timesheetPeriods.startDate, date),
        gte(timesheetPeriods.endDate, date),
        eq(timesheets.status, 'approved'),
      ),
    );
  return row?.total ?? 0;
}

/**
 * Takes the periods' table lock for the rest of the transaction: generating and deleting periods happen one
 * after the other, so two at once never add the same periods twice nor leave a gap between them.
 */
export async function lockPeriods(executor: Executor) {
  await executor.execute(sql`LOCK TABLE ${timesheetPeriods} IN SHARE ROW EXCLUSIVE MODE`);
}

const periodColumns = {
  id: timesheetPeriods.id,
  startDate: timesheetPeriods.startDate,
  endDate: timesheetPeriods.endDate,
};

export async function firstAndLastPeriods(executor: Executor) {
  const [first] = await executor
    .select(periodColumns)
    .from(timesheetPeriods)
    .orderBy(asc(timesheetPeriods.startDate))
    .limit(1);
  const [last] = await executor
    .select(periodColumns)
    .from(timesheetPeriods)
    .orderBy(desc(timesheetPeriods.startDate))
    .limit(1);
  return { first: first ?? null, last: last ?? null };
}

/** Adds the periods in one statement, answering them as stored. */
export async function insertPeriods(
  executor: Executor,
  periods: readonly { startDate: string; endDate: string }[],
) {
  if (periods.length === 0) return [];
  return executor
    .insert(timesheetPeriods)
    .values([...periods])
    .returning(periodColumns);
}

export async function findPeriod(executor: Executor, periodId: number) {
  const [row] = await executor
    .select(periodColumns)
    .from(timesheetPeriods)
    .where(eq(timesheetPeriods.id, periodId));
  return row;
}

export async function countTimesheetsOfPeriod(executor: Executor, periodId: number) {
  const [row] = await executor
    .select({ total: count() })
    .from(timesheets)
    .where(eq(timesheets.periodId, periodId));
  return row?.total ?? 0;
}

export async function deletePeriodRow(executor: Executor, periodId: number) {
  await executor.delete(timesheetPeriods).where(eq(timesheetPeriods.id, periodId));
}

/** Hours of a person's requests of a leave type starting in a year, from each one's current details. */
function requestHours(personId: SQL, reason: SQL, year: SQL, status: SQL) {
  return sql<string>`(
    SELECT coalesce(sum(${timeOffRequestDetails.hours}), 0)::text
    FROM ${timeOffRequests} JOIN ${timeOffRequestDetails} ON ${isMostRecentDetail}
    WHERE ${timeOffRequests.personId} = ${personId} AND ${timeOffRequestDetails.reason} = ${reason}
      AND extract(year FROM ${timeOffRequests.startDate}) = ${year} AND ${status})`;
}
const notRejected = sql`${timeOffRequests.status} <> 'rejected'`;
const approved = sql`${timeOffRequests.status} = 'approved'`;

/**
 * Balances (the ledger's totals) by person and year, either or both, with what was requested and approved of
 * each: one statement. A balance's id is its first ledger entry's.
 */
export async function listBalances(
  executor: Executor,
  filter: { personId?: number; year?: number; reason?: TimeOffReason },
) {
  const of = (status: SQL) =>
    requestHours(sql`balance.person_id`, sql`balance.reason`, sql`balance.year`, status);
  const result = await executor.execute(sql`
    SELECT balance.id, balance.person_id AS "personId", person.first_name AS "firstName",
      person.last_name AS "lastName", balance.year, balance.reason, balance.hours AS "accumulatedHours",
      ${of(notRejected)} AS "requestedHours", ${of(approved)} AS "approvedHours"
    FROM (
      SELECT min(${timeOffLedgerEntries.id})::int AS id, ${timeOffLedgerEntries.personId} AS person_id,
        ${timeOffLedgerEntries.year} AS year, ${timeOffLedgerEntries.reason} AS reason,
        sum(${timeOffLedgerEntries.hours})::text AS hours
      FROM ${timeOffLedgerEntries}
      WHERE ${filter.personId === undefined ? sql`TRUE` : sql`${timeOffLedgerEntries.personId} = ${filter.personId}::int`}
        AND ${filter.year === undefined ? sql`TRUE` : sql`${timeOffLedgerEntries.year} = ${filter.year}::int`}
        AND ${filter.reason === undefined ? sql`TRUE` : sql`${timeOffLedgerEntries.reason} = ${filter.reason}`}
      GROUP BY ${timeOffLedgerEntries.personId}, ${timeOffLedgerEntries.year}, ${timeOffLedgerEntries.reason}
    ) AS balance
    JOIN ${people} AS person ON person.id = balance.person_id
    ORDER BY person.last_name, person.first_name, person.id, balance.year DESC, balance.reason`);
  return rowsOf<BalanceRow>(result);
}
export interface BalanceRow {
  id: number;
  personId: number;
  firstName: string;
  lastName: string;
  year: number;
  reason: TimeOffReason;
  accumulatedHours: string;
  requestedHours: string;
  approvedHours: string;
}

async function hoursOfRequests(
  executor: Executor,
  personId: number,
  reason: TimeOffReason,
  year: number,
  status: SQL,
) {
  const result = await executor.execute(
    sql`SELECT ${requestHours(sql`${personId}::int`, sql`${reason}::text`, sql`${year}::int`, status)} AS hours`,
  );
  return Number((result as unknown as { rows: { hours: string }[] }).rows[0]?.hours ?? 0);
}

/** Approved hours of one person's leave type in a year (whether a balance is kept or not). */
export function approvedHoursOf(executor: Executor, personId: number, reason: TimeOffReason, year: number) {
  return hoursOfRequests(executor, personId, reason, year, approved);
}

/** Hours of one person's requests of a leave type starting in a year that still wait for an answer. */
export function pendingHoursOf(executor: Executor, personId: number, reason: TimeOffReason, year: number) {
  return hoursOfRequests(executor, personId, reason, year, sql`${timeOffRequests.status} = 'pending'`);
}

export function listTimesheetPeriods(executor: Executor) {
  return executor
    .select({
      id: timesheetPeriods.id,
      startDate: timesheetPeriods.startDate,
      endDate: timesheetPeriods.endDate,
    })
    .from(timesheetPeriods)
    .orderBy(asc(timesheetPeriods.startDate));
}
