import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf, unnestRows } from './csv.queries';

export function loadOffices(executor: Executor) {
  return executor
    .execute(sql`SELECT id, name, time_zone AS "timeZone" FROM offices ORDER BY lower(name)`)
    .then((result) => rowsOf<{ id: number; name: string; timeZone: string }>(result));
}

/** Adds offices or sets their time zone by name (any case): one statement, answering them as stored. */
export async function upsertOffices(executor: Executor, rows: readonly { name: string; timeZone: string }[]) {
  if (rows.length === 0) return [];
  const result = await executor.execute(sql`
    INSERT INTO offices (name, time_zone)
    SELECT name, time_zone FROM ${unnestRows({
      name: { type: 'text', values: rows.map((row) => row.name) },
      time_zone: { type: 'text', values: rows.map((row) => row.timeZone) },
    })}
    ON CONFLICT (lower(name)) DO UPDATE SET time_zone = excluded.time_zone
    RETURNING id, name, time_zone AS "timeZone"`);
  return rowsOf<{ id: number; name: string; timeZone: string }>(result);
}

export function loadOfficeHolidays(executor: Executor) {
  return executor
    .execute(sql`SELECT holiday.id, office.name AS office, holiday.office_id AS "officeId",
        holiday.date::text AS date, holiday.name
      FROM office_holidays AS holiday JOIN offices AS office ON office.id = holiday.office_id
      ORDER BY lower(office.name), holiday.date`)
    .then((result) =>
      rowsOf<{ id: number; office: string; officeId: number; date: string; name: string }>(result),
    );
}

/** Adds office holidays or renames them by office and date: one statement. */
export async function upsertOfficeHolidays(
  executor: Executor,
  rows: readonly { officeId: number; date: string; name: string }[],
) {
  if (rows.length === 0) return [];
  const result = await executor.execute(sql`
    INSERT INTO office_holidays (office_id, date, name)
    SELECT office_id, date::date, name FROM ${unnestRows({
      office_id: { type: 'int', values: rows.map((row) => row.officeId) },
      date: { type: 'date', values: rows.map((row) => row.date) },
      name: { type: 'text', values: rows.map((row) => row.name) },
    })}
    ON CONFLICT (office_id, date) DO UPDATE SET name = excluded.name
    RETURNING id, office_id AS "officeId", date::text AS date, name`);
  return rowsOf<{ id: number; officeId: number; date: string; name: string }>(result);
}

export function loadOfficeMoves(executor: Executor) {
  return executor
    .execute(sql`SELECT person.email, person.id AS "personId", office.name AS office, move.office_id AS "officeId",
        move.effective_from::text AS "effectiveFrom"
      FROM person_offices AS move JOIN people AS person ON person.id = move.person_id
      JOIN offices AS office ON office.id = move.office_id
      ORDER BY person.email, move.effective_from`)
    .then((result) =>
      rowsOf<{ email: string; personId: number; office: string; officeId: number; effectiveFrom: string }>(
        result,
      ),
    );
}

/** The people of these emails, by email: one statement. */
export async function peopleByEmail(executor: Executor, emails: readonly string[]) {
  if (emails.length === 0) return new Map<string, number>();
  const result = await executor.execute(sql`
    SELECT email, id FROM people WHERE email = ANY(${sql.param([...emails])}::text[])`);
  return new Map(rowsOf<{ email: string; id: number }>(result).map((row) => [row.email, row.id]));
}

/** Moves people to offices from their days (replacing a move of the same day): one statement. */
export async function upsertOfficeMoves(
  executor: Executor,
  rows: readonly { personId: number; officeId: number; effectiveFrom: string }[],
  actorId: number,
) {
  if (rows.length === 0) return;
  await executor.execute(sql`
    INSERT INTO person_offices (person_id, effective_from, office_id, created_by)
    SELECT person_id, effective_from::date, office_id, ${actorId}::int FROM ${unnestRows({
      person_id: { type: 'int', values: rows.map((row) => row.personId) },
      effective_from: { type: 'date', values: rows.map((row) => row.effectiveFrom) },
      office_id: { type: 'int', values: rows.map((row) => row.officeId) },
    })}
    ON CONFLICT (person_id, effective_from) DO UPDATE SET office_id = excluded.office_id,
      created_by = excluded.created_by, created_at = now()`);
}
