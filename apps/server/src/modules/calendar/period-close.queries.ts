import type { ClosablePeriod } from '@timekeep/shared/schemas/calendar';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/reporting/report-sql';
import type { Executor } from '../../db/client';
import { isoTimestamp } from '../../db/iso-timestamp';
import { fullNameOf } from '../../db/person-names';
import { people, periodClosingSettings, periodReopenings, timesheetPeriods } from '../../db/schema';

/**
 * Periods as the admins close and reopen them, with who closed each and the reopenings running at `at`: one
 * statement. `which` picks one period by id, or the periods that ended before `endedBefore` (the latest first,
 * at most `limit`).
 */
export async function listClosablePeriods(
  executor: Executor,
  which: { id: number } | { endedBefore: string; limit: number },
  at: string,
): Promise<ClosablePeriod[]> {
  const condition =
    'id' in which ? sql`period.id = ${which.id}` : sql`period.end_date < ${which.endedBefore}::date`;
  const limit = 'id' in which ? sql`` : sql`LIMIT ${which.limit}`;
  const result = await executor.execute(sql`
    SELECT period.id, period.start_date::text AS "startDate", period.end_date::text AS "endDate",
      ${isoTimestamp(sql`period.closed_at`)} AS "closedAt",
      ${fullNameOf(sql`closer.first_name`, sql`closer.last_name`)} AS "closedBy",
      coalesce((SELECT json_agg(json_build_object(
          'id', reopening.id,
          'person', CASE WHEN reopening.person_id IS NULL THEN NULL ELSE json_build_object(
            'id', reopened_for.id,
            'name', ${fullNameOf(sql`reopened_for.first_name`, sql`reopened_for.last_name`)}) END,
          'reason', reopening.reason,
          'reopenedBy', ${fullNameOf(sql`reopener.first_name`, sql`reopener.last_name`)},
          'reopenedAt', ${isoTimestamp(sql`reopening.reopened_at`)},
          'endsAt', ${isoTimestamp(sql`reopening.ends_at`)}) ORDER BY reopening.reopened_at, reopening.id)
        FROM ${periodReopenings} AS reopening
        LEFT JOIN ${people} AS reopened_for ON reopened_for.id = reopening.person_id
        LEFT JOIN ${people} AS reopener ON reopener.id = reopening.reopened_by
        WHERE reopening.period_id = period.id AND reopening.ends_at > ${at}::timestamptz), '[]'::json)
        AS reopenings
    FROM ${timesheetPeriods} AS period
    LEFT JOIN ${people} AS closer ON closer.id = period.closed_by
    WHERE ${condition}
    ORDER BY period.start_date DESC
    ${limit}`);
  return rowsOf<ClosablePeriod>(result);
}

/** Closes the period at `at` unless it is closed already; answers whether it did. */
export async function closePeriodRow(executor: Executor, periodId: number, actorId: number, at: string) {
  const closed = await executor
    .update(timesheetPeriods)
    .set({ closedAt: sql`${at}::timestamptz`, closedBy: actorId })
    .where(sql`${timesheetPeriods.id} = ${periodId} AND ${timesheetPeriods.closedAt} IS NULL`)
    .returning({ id: timesheetPeriods.id });
  return closed.length === 1;
}

/** Locks the period's row for the transaction: a close and a reopening of it happen one after the other. */
export async function lockPeriod(executor: Executor, periodId: number) {
  const [row] = await executor
    .select({
      id: timesheetPeriods.id,
      startDate: timesheetPeriods.startDate,
      endDate: timesheetPeriods.endDate,
      closed: sql<boolean>`${timesheetPeriods.closedAt} IS NOT NULL`,
    })
    .from(timesheetPeriods)
    .where(eq(timesheetPeriods.id, periodId))
    .for('update');
  return row;
}

export async function insertReopening(
  executor: Executor,
  values: {
    periodId: number;
    personId: number | null;
    reason: string;
    reopenedBy: number;
    at: string;
    endsAt: string;
  },
) {
  const [row] = await executor
    .insert(periodReopenings)
    .values({
      periodId: values.periodId,
      personId: values.personId,
      reason: values.reason,
      reopenedBy: values.reopenedBy,
      reopenedAt: sql`${values.at}::timestamptz`,
      endsAt: sql`${values.endsAt}::timestamptz`,
    })
    .returning({ id: periodReopenings.id });
  return row!.id;
}

/** A reopening that ended by `at` and was not recorded closed again yet, with its period. */
export interface EndedReopening {
  id: number;
  periodId: number;
  personId: number | null;
  reason: string;
  endsAt: string;
  startDate: string;
  endDate: string;
}

/**
 * Marks every reopening that ended by `at` closed again, once (a second run, or a second server's, finds
 * none): one statement, answering those it marked.
 */
export async function markEndedReopenings(executor: Executor, at: string): Promise<EndedReopening[]> {
  const result = await executor.execute(sql`
    UPDATE ${periodReopenings} AS reopening SET closed_again_at = ${at}::timestamptz
    FROM ${timesheetPeriods} AS period
    WHERE period.id = reopening.period_id AND reopening.closed_again_at IS NULL
      AND reopening.ends_at <= ${at}::timestamptz
    RETURNING reopening.id, reopening.period_id AS "periodId", reopening.person_id AS "personId",
      reopening.reason, ${isoTimestamp(sql`reopening.ends_at`)} AS "endsAt",
      period.start_date::text AS "startDate", period.end_date::text AS "endDate"`);
  return rowsOf<EndedReopening>(result);
}

/** The person a reopening is for, when they exist. */
export async function findReopeningPerson(executor: Executor, personId: number) {
  const [row] = await executor
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(eq(people.id, personId));
  return row;
}

/** The company's closing settings; none stored means no automatic close. */
export async function readClosingSettings(executor: Executor) {
  const [row] = await executor
    .select({ autoCloseWorkingDays: periodClosingSettings.autoCloseWorkingDays })
    .from(periodClosingSettings);
  return { autoCloseWorkingDays: row?.autoCloseWorkingDays ?? null };
}

export async function writeClosingSettings(executor: Executor, autoCloseWorkingDays: number | null) {
  await executor
    .insert(periodClosingSettings)
    .values({ id: 1, autoCloseWorkingDays })
    .onConflictDoUpdate({ target: periodClosingSettings.id, set: { autoCloseWorkingDays } });
}

/**
 * Closes every open period that ended before `endedBefore`, nobody acting: one statement, answering those it
 * closed.
 */
export async function closePeriodsEndedBefore(executor: Executor, endedBefore: string, at: string) {
  return executor
    .update(timesheetPeriods)
    .set({ closedAt: sql`${at}::timestamptz` })
    .where(sql`${timesheetPeriods.closedAt} IS NULL AND ${timesheetPeriods.endDate} < ${endedBefore}::date`)
    .returning({
      id: timesheetPeriods.id,
      startDate: timesheetPeriods.startDate,
      endDate: timesheetPeriods.endDate,
    });
}
