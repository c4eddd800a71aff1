import { sql } from 'drizzle-orm';
import { officeOnDay } from '../../core/calendar-lookups';
import { rowsOf } from '../../core/reporting/report-sql';
import type { Executor } from '../../db/client';

export interface OfficeRow {
  id: number;
  name: string;
  timeZone: string;
  peopleCount: number;
}

/** Every office (or one) with how many enabled people belong to it on `today`: one statement. */
export async function listOffices(
  executor: Executor,
  today: string,
  officeId?: number,
): Promise<OfficeRow[]> {
  return rowsOf<OfficeRow>(
    await executor.execute(sql`
      SELECT office.id, office.name, office.time_zone AS "timeZone",
        (SELECT count(*)::int FROM people AS person
          WHERE person.enabled AND ${officeOnDay(sql`person.id`, sql`${today}::date`)} = office.id) AS "peopleCount"
      FROM offices AS office
      WHERE ${officeId === undefined ? sql`TRUE` : sql`office.id = ${officeId}::int`}
      ORDER BY lower(office.name), office.id`),
  );
}

export async function insertOffice(executor: Executor, values: { name: string; timeZone: string }) {
  const [row] = rowsOf<{ id: number }>(
    await executor.execute(
      sql`INSERT INTO offices (name, time_zone) VALUES (${values.name}, ${values.timeZone}) RETURNING id`,
    ),
  );
  return row!.id;
}

/** Renames the office or changes its time zone; false when there is none. */
export async function updateOffice(
  executor: Executor,
  id: number,
  values: { name: string; timeZone: string },
) {
  const rows = rowsOf<{ id: number }>(
    await executor.execute(sql`UPDATE offices SET name = ${values.name}, time_zone = ${values.timeZone}
      WHERE id = ${id}::int RETURNING id`),
  );
  return rows.length > 0;
}

export async function lockOffice(executor: Executor, id: number) {
  const [row] = rowsOf<{ id: number; name: string; timeZone: string }>(
    await executor.execute(
      sql`SELECT id, name, time_zone AS "timeZone" FROM offices WHERE id = ${id}::int FOR UPDATE`,
    ),
  );
  return row;
}

/** Whether anyone ever belonged to the office (their moves keep history pointing at it). */
export async function officeHasMoves(executor: Executor, id: number) {
  const rows = rowsOf<{ found: number }>(
    await executor.execute(sql`SELECT 1 AS found FROM person_offices WHERE office_id = ${id}::int LIMIT 1`),
  );
  return rows.length > 0;
}

export async function deleteOffice(executor: Executor, id: number) {
  await executor.execute(sql`DELETE FROM offices WHERE id = ${id}::int`);
}

export interface OfficeHolidayRow {
  id: number;
  officeId: number;
  date: string;
  name: string;
}

export async function listOfficeHolidays(executor: Executor, officeId: number, year: number) {
  return rowsOf<OfficeHolidayRow>(
    await executor.execute(sql`
      SELECT id, office_id AS "officeId", date::text AS date, name FROM office_holidays
      WHERE office_id = ${officeId}::int AND extract(year FROM date) = ${year}::int ORDER BY date`),
  );
}

export async function insertOfficeHoliday(executor: Executor, officeId: number, date: string, name: string) {
  const [row] = rowsOf<OfficeHolidayRow>(
    await executor.execute(sql`
      INSERT INTO office_holidays (office_id, date, name) VALUES (${officeId}::int, ${date}::date, ${name})
      RETURNING id, office_id AS "officeId", date::text AS date, name`),
  );
  return row!;
}

export async function deleteOfficeHoliday(executor: Executor, officeId: number, holidayId: number) {
  const [row] = rowsOf<OfficeHolidayRow>(
    await executor.execute(sql`
      DELETE FROM office_holidays WHERE id = ${holidayId}::int AND office_id = ${officeId}::int
      RETURNING id, office_id AS "officeId", date::text AS date, name`),
  );
  return row;
}

export interface OfficeMoveRow {
  personId: number;
  officeId: number;
  officeName: string;
  effectiveFrom: string;
}

export async function listMovesOf(executor: Executor, personId: number) {
  return rowsOf<OfficeMoveRow>(
    await executor.execute(sql`
      SELECT move.person_id AS "personId", move.office_id AS "officeId", office.name AS "officeName",
        move.effective_from::text AS "effectiveFrom"
      FROM person_offices AS move JOIN offices AS office ON office.id = move.office_id
      WHERE move.person_id = ${personId}::int ORDER BY move.effective_from DESC`),
  );
}

/** The person belongs to the office from that day (a move of the same day is replaced). */
export async function upsertMove(
  executor: Executor,
  values: { personId: number; officeId: number; effectiveFrom: string; createdBy: number },
) {
  await executor.execute(sql`
    INSERT INTO person_offices (person_id, effective_from, office_id, created_by)
    VALUES (${values.personId}::int, ${values.effectiveFrom}::date, ${values.officeId}::int, ${values.createdBy}::int)
    ON CONFLICT (person_id, effective_from) DO UPDATE SET office_id = excluded.office_id,
      created_by = excluded.created_by, created_at = now()`);
}

export async function deleteMove(executor: Executor, personId: number, effectiveFrom: string) {
  const rows = rowsOf<{ officeId: number }>(
    await executor.execute(sql`
      DELETE FROM person_offices WHERE person_id = ${personId}::int AND effective_from = ${effectiveFrom}::date
      RETURNING office_id AS "officeId"`),
  );
  return rows[0];
}

export async function personExists(executor: Executor, personId: number) {
  const rows = rowsOf<{ id: number }>(
    await executor.execute(sql`SELECT id FROM people WHERE id = ${personId}::int FOR NO KEY UPDATE`),
  );
  return rows.length > 0;
}

export interface BlackoutRow {
  id: number;
  officeId: number | null;
  officeName: string | null;
  startDate: string;
  endDate: string;
  reason: string;
}

const blackoutColumns = sql`blackout.id, blackout.office_id AS "officeId", office.name AS "officeName",
  blackout.start_date::text AS "startDate", blackout.end_date::text AS "endDate", blackout.reason`;

/** Blackouts holding a day of the year (or one by id). */
export async function listBlackouts(executor: Executor, filter: { year?: number; id?: number }) {
  return rowsOf<BlackoutRow>(
    await executor.execute(sql`
      SELECT ${blackoutColumns} FROM blackout_days AS blackout LEFT JOIN offices AS office ON office.id = blackout.office_id
      WHERE ${filter.id === undefined ? sql`TRUE` : sql`blackout.id = ${filter.id}::int`}
        AND ${
          filter.year === undefined
            ? sql`TRUE`
            : sql`blackout.start_date <= make_date(${filter.year}::int, 12, 31)
              AND blackout.end_date >= make_date(${filter.year}::int, 1, 1)`
        }
      ORDER BY blackout.start_date, blackout.id`),
  );
}

export async function insertBlackout(
  executor: Executor,
  values: { officeId: number | null; startDate: string; endDate: string; reason: string; createdBy: number },
) {
  const [row] = rowsOf<{ id: number }>(
    await executor.execute(sql`
      INSERT INTO blackout_days (office_id, start_date, end_date, reason, created_by)
      VALUES (${values.officeId}::int, ${values.startDate}::date, ${values.endDate}::date, ${values.reason},
        ${values.createdBy}::int)
      RETURNING id`),
  );
  return row!.id;
}

export async function deleteBlackout(executor: Executor, id: number) {
  await executor.execute(sql`DELETE FROM blackout_days WHERE id = ${id}::int`);
}
