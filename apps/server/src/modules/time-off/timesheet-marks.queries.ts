import { sql } from 'drizzle-orm';
import { nowParameter } from '../../core/period-close';
import type { Executor } from '../../db/client';
import { people, timesheetPeriods, timesheets } from '../../db/schema';

/** A span of days whose approved time off changed for a person: a request's dates before or after the change. */
export interface ChangedTimeOffSpan {
  personId: number;
  startDate: string;
  endDate: string;
}

/** A timesheet the mark was set on, with what its messages say of it. */
export interface MarkedTimesheet {
  timesheetId: number;
  ownerId: number;
  ownerFirstName: string;
  ownerLastName: string;
  periodStartDate: string;
  periodEndDate: string;
}

/**
 * Marks 'time off changed since submission' (issue 39) on every submitted (pending) or approved timesheet of
 * the spans' people whose period shares a day with a span: ONE statement whatever the number of spans (a bulk
 * answer's), setting `time_off_changed_at` to the app's clock. Answers the timesheets marked.
 */
export async function markTimesheetsOfChangedTimeOff(
  executor: Executor,
  spans: readonly ChangedTimeOffSpan[],
): Promise<MarkedTimesheet[]> {
  if (spans.length === 0) return [];
  const result = await executor.execute(sql`
    WITH span AS (SELECT * FROM unnest(
        ${sql.param(spans.map((span) => span.personId))}::int[],
        ${sql.param(spans.map((span) => span.startDate))}::date[],
        ${sql.param(spans.map((span) => span.endDate))}::date[]
      ) AS span(person_id, start_date, end_date))
    UPDATE ${timesheets} AS marked SET time_off_changed_at = ${nowParameter()}
    FROM ${timesheetPeriods} AS period, ${people} AS owner
    WHERE period.id = marked.period_id AND owner.id = marked.person_id
      AND marked.status IN ('pending', 'approved')
      AND EXISTS (SELECT 1 FROM span WHERE span.person_id = marked.person_id
        AND span.start_date <= period.end_date AND span.end_date >= period.start_date)
    RETURNING marked.id AS "timesheetId", owner.id AS "ownerId", owner.first_name AS "ownerFirstName",
      owner.last_name AS "ownerLastName", period.start_date::text AS "periodStartDate",
      period.end_date::text AS "periodEndDate"`);
  return (result as unknown as { rows: MarkedTimesheet[] }).rows;
}
