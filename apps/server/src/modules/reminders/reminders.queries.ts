import type { Period } from '@timekeep/shared/domain/periods';
import { notSubmittedStatusSchema } from '@timekeep/shared/schemas/reports';
import { and, between, eq, isNotNull, sql } from 'drizzle-orm';
import { personHolidaysSql } from '../../core/calendar-lookups';
import { expectedToSubmit, hasNotSubmitted } from '../../core/reporting/report-sql';
import type { Executor } from '../../db/client';
import { holidays, people, timeOffRequests, timesheetPeriods, timesheets } from '../../db/schema';
import type { PendingApprovals } from './reminder-notifications';

/** The advisory lock every reminder run holds while it writes (a number of our own, beside the migrations'). */
const REMINDER_RUN_LOCK_KEY = 742_196_002;

/**
 * Waits for any other reminder run (a scheduled job, an admin's, the command line's) to commit, and holds the
 * lock to the end of this transaction: each run then finds the messages the one before it wrote, so runs at
 * the same moment still remind each person once.
 */
export async function lockReminderRuns(executor: Executor): Promise<void> {
  await executor.execute(sql`SELECT pg_advisory_xact_lock(${REMINDER_RUN_LOCK_KEY})`);
}

/** The company holidays from one date to another, inclusive. */
export async function holidaysBetween(executor: Executor, fromDate: string, toDate: string) {
  const rows = await executor
    .select({ date: holidays.date })
    .from(holidays)
    .where(between(holidays.date, fromDate, toDate));
  return new Set(rows.map((row) => row.date));
}

/**
 * Each enabled person's holidays from one date to another, inclusive: the company's and their office's on each
 * day, by person id. One statement whatever the number of people.
 */
export async function holidaysOfEveryone(
  executor: Executor,
  fromDate: string,
  toDate: string,
): Promise<Map<number, string[]>> {
  const result = await executor.execute(sql`
    SELECT person.id AS "personId",
      coalesce(array_agg(day.date::text ORDER BY day.date) FILTER (WHERE day.date IS NOT NULL), '{}') AS dates
    FROM ${people} AS person
    LEFT JOIN LATERAL ${personHolidaysSql(sql`person.id`, sql`${fromDate}::date`, sql`${toDate}::date`)} AS day ON true
    WHERE person.enabled
    GROUP BY person.id`);
  const rows = (result as unknown as { rows: { personId: number; dates: string[] }[] }).rows;
  return new Map(rows.map((row) => [row.personId, row.dates]));
}

/**
 * Who has not submitted the period's timesheet and is expected to (enabled, with the employee role, employed
 * by the period's end): the people the not-submitted report lists, by the same conditions; with `among`, only
 * those of them. One statement.
 */
export async function peopleYetToSubmit(
  executor: Executor,
  period: Period,
  among?: readonly number[],
): Promise<number[]> {
  const rows = await executor
    .select({ id: people.id })
    .from(people)
    .leftJoin(
      timesheets,
      and(
        eq(timesheets.personId, people.id),
        eq(
          timesheets.periodId,
          sql`(SELECT ${timesheetPeriods.id} FROM ${timesheetPeriods} WHERE ${timesheetPeriods.startDate} = ${period.startDate})`,
        ),
      ),
    )
    .where(
      and(
        expectedToSubmit(period.endDate),
        hasNotSubmitted(notSubmittedStatusSchema.options),
        among && sql`${people.id} = ANY(${sql.param([...among])}::int[])`,
      ),
    )
    .orderBy(people.id);
  return rows.map((row) => row.id);
}

/**
 * What waits for each team lead's approval: their enabled team members' pending timesheets and time-off
 * requests, as the pending list shows them; leads with nothing waiting are not listed. One statement.
 */
export async function pendingApprovalsByLead(executor: Executor): Promise<PendingApprovals[]> {
  const waiting = sql`(
    SELECT ${people.teamLeadId} AS lead_id, 'timesheet' AS what FROM ${timesheets}
      JOIN ${people} ON ${people.id} = ${timesheets.personId}
      WHERE ${timesheets.status} = 'pending' AND ${people.enabled} AND ${isNotNull(people.teamLeadId)}
    UNION ALL
    SELECT ${people.teamLeadId}, 'time off' FROM ${timeOffRequests}
      JOIN ${people} ON ${people.id} = ${timeOffRequests.personId}
      WHERE ${timeOffRequests.status} = 'pending' AND ${people.enabled} AND ${isNotNull(people.teamLeadId)}
  ) AS waiting`;
  const result = await executor.execute(sql`SELECT lead_id AS "leadId",
      (count(*) FILTER (WHERE what = 'timesheet'))::int AS "timesheets",
      (count(*) FILTER (WHERE what = 'time off'))::int AS "timeOffRequests"
    FROM ${waiting} GROUP BY lead_id ORDER BY lead_id`);
  return (result as unknown as { rows: PendingApprovals[] }).rows;
}
