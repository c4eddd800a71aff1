import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { holidays, timesheetPeriods, timesheets } from '../../db/schema';
import { rowsOf, unnestRows } from './csv.queries';

export function loadHolidays(executor: Executor) {
  return executor
    .select({ id: holidays.id, date: holidays.date, name: holidays.name })
    .from(holidays)
    .orderBy(asc(holidays.date));
}

/** For each date, how many approved timesheets its period holds: one statement. */
export async function approvedTimesheetsOnDates(executor: Executor, dates: readonly string[]) {
  if (dates.length === 0) return new Map<string, number>();
  const result = await executor.execute(sql`
    SELECT input.date, count(timesheet.id)::int AS approved
    FROM ${unnestRows({ date: { type: 'date', values: dates } })}
    JOIN ${timesheetPeriods} AS period ON input.date::date BETWEEN period.start_date AND period.end_date
    JOIN ${timesheets} AS timesheet ON timesheet.period_id = period.id AND timesheet.status = 'approved'
    GROUP BY input.date`);
  return new Map(rowsOf<{ date: string; approved: number }>(result).map((row) => [row.date, row.approved]));
}

/** Adds holidays or renames them by date: one statement, answering them as stored. */
export async function upsertHolidays(executor: Executor, rows: readonly { date: string; name: string }[]) {
  if (rows.length === 0) return [];
  const result = await executor.execute(sql`
    INSERT INTO ${holidays} (date, name)
    SELECT date::date, name FROM ${unnestRows({
      date: { type: 'date', values: rows.map((row) => row.date) },
      name: { type: 'text', values: rows.map((row) => row.name) },
    })}
    ON CONFLICT (date) DO UPDATE SET name = excluded.name
    RETURNING id, date::text AS date, name`);
  return rowsOf<{ id: number; date: string; name: string }>(result);
}

// Time-off balances
