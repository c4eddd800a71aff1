import { and, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { holidays, timesheetPeriods } from '../db/schema';

// Reads of the company calendar that timesheets, time off and the team views all make.

/**
 * The office a person belongs to on `day` (an SQL date): their latest move on or before it; null before their
 * first. Offices and moves are issue 39's: a move takes effect from its day, earlier days keep the old office.
 */
export const officeOnDay = (personId: SQL, day: SQL) => sql<number | null>`(
  SELECT move.office_id FROM person_offices AS move
  WHERE move.person_id = ${personId} AND move.effective_from <= ${day}
  ORDER BY move.effective_from DESC LIMIT 1)`;

/**
 * A person's holidays from `from` to `to` (SQL dates) as rows `(id, date, name)`: the company's, and their
 * office's on each day (an office holiday's id negated, so the two never share one). The one definition every
 * read of a person's days off uses.
 */
export const personHolidaysSql = (personId: SQL, from: SQL, to: SQL) => sql`(
  SELECT company.id, company.date, company.name FROM holidays AS company
  WHERE company.date BETWEEN ${from} AND ${to}
  UNION ALL
  SELECT -office.id, office.date, office.name FROM office_holidays AS office
  WHERE office.date BETWEEN ${from} AND ${to}
    AND office.office_id = ${officeOnDay(personId, sql`office.date`)}
    AND NOT EXISTS (SELECT 1 FROM holidays AS same WHERE same.date = office.date))`;

/** A person's holidays from `fromDate` to `toDate` inclusive, in date order. */
export async function listPersonHolidays(
  executor: Executor,
  personId: number,
  fromDate: string,
  toDate: string,
) {
  const result = await executor.execute(sql`
    SELECT day.id, day.date::text AS date, day.name
    FROM ${personHolidaysSql(sql`${personId}::int`, sql`${fromDate}::date`, sql`${toDate}::date`)} AS day
    ORDER BY day.date`);
  return (result as unknown as { rows: { id: number; date: string; name: string }[] }).rows;
}

/** Each person's holidays from `fromDate` to `toDate`, by person id: one statement whatever their number. */
export async function listHolidaysOfPeople(
  executor: Executor,
  personIds: readonly number[],
  fromDate: string,
  toDate: string,
): Promise<Map<number, Set<string>>> {
  const byPerson = new Map<number, Set<string>>(personIds.map((id) => [id, new Set()]));
  if (personIds.length === 0) return byPerson;
  const result = await executor.execute(sql`
    SELECT person.id AS "personId", day.date::text AS date
    FROM unnest(${sql.param([...personIds])}::int[]) AS person (id)
    CROSS JOIN LATERAL ${personHolidaysSql(sql`person.id`, sql`${fromDate}::date`, sql`${toDate}::date`)} AS day`);
  for (const row of (result as unknown as { rows: { personId: number; date: string }[] }).rows) {
    byPerson.get(row.personId)?.add(row.date);
  }
  return byPerson;
}

/** The first blackout that holds a day of `from`..`to` for the person (their office's on that day, or everyone's). */
export async function findBlackoutTouching(
  executor: Executor,
  personId: number,
  fromDate: string,
  toDate: string,
) {
  const result = await executor.execute(sql`
    SELECT blackout.reason FROM blackout_days AS blackout
    CROSS JOIN LATERAL generate_series(greatest(blackout.start_date, ${fromDate}::date),
      least(blackout.end_date, ${toDate}::date), interval '1 day') AS day
    WHERE blackout.start_date <= ${toDate}::date AND blackout.end_date >= ${fromDate}::date
      AND (blackout.office_id IS NULL OR blackout.office_id = ${officeOnDay(sql`${personId}::int`, sql`day::date`)})
    ORDER BY blackout.start_date, blackout.id LIMIT 1`);
  return (result as unknown as { rows: { reason: string }[] }).rows[0]?.reason ?? null;
}

/** Company holidays from `fromDate` to `toDate` inclusive, as YYYY-MM-DD dates. */
export async function listHolidayDatesBetween(executor: Executor, fromDate: string, toDate: string) {
  const rows = await executor
    .select({ date: holidays.date })
    .from(holidays)
    .where(and(gte(holidays.date, fromDate), lte(holidays.date, toDate)));
  return rows.map((row) => row.date);
}

export async function findPeriodContaining(executor: Executor, date: string) {
  const [period] = await executor
    .select({
      id: timesheetPeriods.id,
      startDate: timesheetPeriods.startDate,
      endDate: timesheetPeriods.endDate,
    })
    .from(timesheetPeriods)
    .where(and(lte(timesheetPeriods.startDate, date), gte(timesheetPeriods.endDate, date)));
  return period;
}
